import type { PeriodicForm } from '../contract/fields.ts';
import type { ParsedFiling, Section, TextSpan } from '../server/filings/sections/types.ts';

/** How to re-typeset a real filing into a hard case; every option is a pattern seen on filings nobody tuned for. */
export interface RenderOptions {
  /** Risk titles as their own bold paragraphs, or run into the first paragraph of their risk. */
  riskTitles: 'standalone' | 'run-in-italic' | 'run-in-bold';
  /** A risk-factor summary before the risks: each title again as a bold bullet. */
  riskSummary?: boolean;
  /** Every Nth risk title printed in the group headings' look (bold italic, larger). */
  groupLookEvery?: number;
  /** Short items ("None.", "Not applicable.") each followed by a running footer and a page break. */
  shortItemsAtPageBreaks?: boolean;
  /** Replaces the risk-factor item's text with this pointer to the annual report. */
  riskPointer?: string;
  /** Items 7 and 7A only point to the annual report to shareholders, rendered as its own Exhibit 13 document. */
  mdnaInExhibit?: boolean;
  /** A 10-Q with no Part II Item 1A at all (neither risks nor a pointer). */
  withoutRiskItem?: boolean;
  /**
   * Laid out as an annual report: sections headed by their titles alone ("Risk Factors"), no "Item" label in the
   * body, and a Form 10-K cross-reference index at the end mapping each item to its title and page.
   */
  annualReportLayout?: boolean;
  footer: string;
}

export interface RenderedCase {
  html: string;
  /** Keys of the rendered item headings. */
  keys: string[];
  /** Risk titles as rendered (what the extractor should find, in order). */
  riskTitles: string[];
  /** Items whose whole text is a short answer, and that answer. */
  shortItems: Record<string, string>;
  /** Where each item's heading sits and where the next one starts, as heading texts (for boundary checks). */
  headings: { key: string; heading: string }[];
  /** The Exhibit 13 document and the first paragraph of each item moved into it. */
  exhibit?: { html: string; firstWords: Record<string, string> };
}

const EXHIBIT_POINTER =
  'The information required by this item is incorporated herein by reference to the section of the Company’s Annual Report to Shareholders filed as Exhibit 13 to this report.';
const EXHIBIT_TITLES: Record<string, string> = {
  '7': 'Management’s Discussion and Analysis of Financial Condition and Results of Operations',
  '7A': 'Quantitative and Qualitative Disclosures About Market Risk',
};

/** An annual report to shareholders holding the moved items under their titles, after its own contents page. */
function renderExhibit(moved: Section[]): { html: string; firstWords: Record<string, string> } {
  const out = ['<html><body>', para('Annual Report to Shareholders', BOLD), para('Contents', BOLD)];
  out.push('<table>');
  for (const s of moved)
    out.push(
      `<tr><td><a href="#x-${s.key}">${escapeHtml(EXHIBIT_TITLES[s.key]!)}</a></td><td>${moved.indexOf(s) * 20 + 2}</td></tr>`,
    );
  out.push('<tr><td>Report of Independent Registered Public Accounting Firm</td><td>60</td></tr></table>');
  out.push(
    para('Financial Highlights', BOLD),
    para('Net operating revenues grew in every region this year, and we returned cash to shareholders.'),
  );
  const firstWords: Record<string, string> = {};
  for (const s of moved) {
    out.push(`<p id="x-${s.key}" style="${BOLD}">${escapeHtml(EXHIBIT_TITLES[s.key]!)}</p>`);
    firstWords[s.key] = s.paragraphs[0]?.text.slice(0, 60) ?? '';
    for (const p of s.paragraphs)
      out.push(standaloneIn(p, s.subheadings) ? para(p.text, BOLD) : para(p.text));
  }
  out.push(para('Report of Independent Registered Public Accounting Firm', BOLD));
  out.push(
    para('We have audited the accompanying consolidated balance sheets of the Company and its subsidiaries.'),
  );
  out.push('</body></html>');
  return { html: out.join('\n'), firstWords };
}

const SHORT = /^(?:none|not applicable|\[?reserved\]?)\.?$/i;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const para = (text: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</p>`;
const BOLD = 'font-weight:bold';
const GROUP = 'font-weight:bold;font-style:italic;font-size:12pt';

const riskKey = (form: PeriodicForm) => (form === '10-K' ? '1A' : 'II-1A');
const standaloneIn = (p: TextSpan, spans: readonly TextSpan[]) =>
  spans.find((s) => s.start >= p.start && s.end <= p.end && p.text.length - s.text.length <= 3);

/**
 * Re-typesets a parsed real filing as simple HTML — a table of contents that links to the item headings, part
 * headings, the real text paragraph by paragraph — applying the chosen edits. The words are the filing's own.
 */
export function renderFiling(parsed: ParsedFiling, options: RenderOptions): RenderedCase {
  const sections = [...parsed.sections]
    .sort((a, b) => a.start - b.start)
    .filter((s) => !(options.withoutRiskItem && s.key === riskKey(parsed.formType)));
  const layout = options.annualReportLayout;
  const out: string[] = ['<html><body>', para('Table of Contents', BOLD), '<table>'];
  for (const s of sections)
    out.push(
      layout
        ? `<tr><td><a href="#s-${s.key}">${escapeHtml(s.title)}</a></td><td>${sections.indexOf(s) + 3}</td></tr>`
        : `<tr><td><a href="#s-${s.key}">Item ${escapeHtml(s.item)}.</a></td><td>${escapeHtml(s.title)}</td><td>${sections.indexOf(s) + 3}</td></tr>`,
    );
  out.push('</table>');
  const riskTitles: string[] = [];
  const shortItems: Record<string, string> = {};
  const headings: { key: string; heading: string }[] = [];
  let page = 1;
  let sinceBreak = 0;
  const pageBreak = () => {
    out.push(para(`${options.footer} | ${page++}`), '<div style="page-break-after:always"></div>');
    sinceBreak = 0;
  };
  const body = (html: string) => {
    out.push(html);
    if (++sinceBreak >= 14) pageBreak();
  };
  let part: Section['part'] = null;
  for (const section of sections) {
    if (parsed.formType === '10-Q' && section.part !== part) {
      part = section.part;
      out.push(para(`PART ${part} — ${part === 'I' ? 'FINANCIAL INFORMATION' : 'OTHER INFORMATION'}`, BOLD));
    }
    const heading = layout ? section.title : `Item ${section.item}. ${section.title}`;
    headings.push({ key: section.key, heading });
    out.push(`<p id="s-${section.key}" style="${BOLD}">${escapeHtml(heading)}</p>`);
    if (options.mdnaInExhibit && EXHIBIT_TITLES[section.key]) {
      body(para(EXHIBIT_POINTER));
      continue;
    }
    const isRisk = section.key === riskKey(parsed.formType);
    if (isRisk && options.riskPointer) {
      body(para(options.riskPointer));
      continue;
    }
    const prose = section.paragraphs.filter((p) => !standaloneIn(p, section.subheadings));
    if (prose.length === 1 && SHORT.test(prose[0]!.text)) {
      shortItems[section.key] = prose[0]!.text;
      out.push(para(prose[0]!.text));
      if (options.shortItemsAtPageBreaks) pageBreak();
      continue;
    }
    if (isRisk && section.subheadings.length > 0) renderRisks(section, options, body, riskTitles);
    else
      for (const p of section.paragraphs)
        body(standaloneIn(p, section.subheadings) ? para(p.text, BOLD) : para(p.text));
  }
  if (layout) {
    out.push(para('Form 10-K Cross-Reference Index', BOLD), '<table>');
    out.push('<tr><td>Item Number</td><td>Item</td><td>Page</td></tr>');
    for (const s of sections)
      out.push(
        `<tr><td>Item ${escapeHtml(s.item)}.</td><td>${escapeHtml(s.title)}</td><td>${sections.indexOf(s) + 3}</td></tr>`,
      );
    out.push('</table>');
  }
  out.push(para('SIGNATURES', BOLD), '</body></html>');
  const moved = options.mdnaInExhibit ? sections.filter((s) => EXHIBIT_TITLES[s.key]) : [];
  return {
    html: out.join('\n'),
    keys: sections.map((s) => s.key),
    riskTitles,
    shortItems,
    headings,
    exhibit: moved.length > 0 ? renderExhibit(moved) : undefined,
  };
}

function renderRisks(
  section: Section,
  options: RenderOptions,
  body: (html: string) => void,
  riskTitles: string[],
): void {
  const groups = section.groupHeadings ?? [];
  const titles = section.subheadings;
  if (options.riskSummary) {
    body(para('Summary of Risk Factors', GROUP));
    for (const t of titles.slice(0, 12)) body(para(`• ${t.text}`, BOLD));
  }
  let pending: string | null = null;
  let index = 0;
  for (const p of section.paragraphs) {
    const title = standaloneIn(p, titles);
    if (title) {
      const look = options.groupLookEvery && ++index % options.groupLookEvery === 0 ? GROUP : BOLD;
      riskTitles.push(title.text);
      if (options.riskTitles === 'standalone') body(para(title.text, look));
      else pending = /[.!?:]$/.test(title.text) ? title.text : `${title.text}.`;
      continue;
    }
    if (standaloneIn(p, groups)) {
      body(para(p.text, GROUP));
      continue;
    }
    if (pending) {
      const tag = options.riskTitles === 'run-in-italic' ? 'i' : 'b';
      body(`<p><${tag}>${escapeHtml(pending)}</${tag}> ${escapeHtml(p.text)}</p>`);
      pending = null;
    } else body(para(p.text));
  }
}
