import type { AccountBrief, BriefCitation, BriefPoint } from '../../../contract/account-brief.ts';

/**
 * The shared brief as a page of its own, rendered here rather than by the web app: a visitor with the link needs
 * no sign-in and no JavaScript, and the landing page's bundle (at its 100 KB budget) carries no route for it
 * (ADR 0313). The same parts as the Brief tab, every quote with its viewer link, and a print stylesheet.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
const money = (value: number) =>
  Math.abs(value) >= 1e9 ? `$${(value / 1e9).toFixed(1)} B` : `$${(value / 1e6).toFixed(1)} M`;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#111;line-height:1.45}
section{border:1px solid #ddd;border-radius:.6rem;padding:.4rem 1rem;margin:1rem 0;break-inside:avoid}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.1rem}blockquote{border-left:3px solid #bbb;margin:.3rem 0;padding-left:.7rem}
.meta,.where{color:#555;font-size:.85rem}table{border-collapse:collapse}td,th{padding:.1rem .8rem .1rem 0;text-align:left}
@media print{body{margin:0;max-width:none;font-size:10.5pt}.where a,.no-print{display:none}section{border-color:#999}@page{margin:14mm}}`;

function cite(citation: BriefCitation): string {
  return `<blockquote>“${escapeHtml(citation.quote)}”</blockquote><p class="where">${escapeHtml(citation.formType)} · ${escapeHtml(citation.section.title)} <a href="${escapeHtml(citation.viewUrl)}" target="_blank" rel="noopener">Show in filing</a></p>`;
}

function section(title: string, body: string): string {
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

function points(list: BriefPoint[], empty: string): string {
  if (!list.length) return `<p>${escapeHtml(empty)}</p>`;
  return `<ol>${list.map((p) => `<li><p><strong>${escapeHtml(p.title)}</strong> — ${escapeHtml(p.text)}</p>${cite(p.citation)}</li>`).join('')}</ol>`;
}

function profile(brief: AccountBrief): string {
  const { industry, employees, revenue } = brief.profile;
  const rows = [
    `<p>Industry: ${escapeHtml(industry ?? 'not in the SEC record')}</p>`,
    employees
      ? `<p>Employees: ${employees.value.toLocaleString('en-US')} (${escapeHtml(employees.period)})</p>`
      : '',
    revenue.length
      ? `<table aria-label="Revenue"><tbody>${revenue
          .map(
            (year) =>
              `<tr><th scope="row">Revenue ${escapeHtml(year.period)}</th><td>${money(year.value)}</td><td>${year.yoy === null ? '' : percent(year.yoy)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>Revenue: not reported in XBRL</p>',
  ];
  return rows.join('');
}

export function briefHtml(brief: AccountBrief, shared: { sharedAt: string; expiresAt: string }): string {
  const { analysis } = brief;
  const name = brief.profile.name;
  const noAnalysis = `No analysis of ${name} had been run when this brief was shared.`;
  const technology = brief.technology.length
    ? `<ul>${brief.technology
        .map(
          (signal) =>
            `<li><p><strong>${escapeHtml(signal.technology ?? signal.category)}</strong> (${escapeHtml(signal.stance)}${signal.amount ? `, ${escapeHtml(signal.amount)}` : ''}${signal.newSincePriorYear ? ', new this year' : ''})</p>${cite(signal.citation)}</li>`,
        )
        .join('')}</ul>`
    : '<p>The latest filings name no technology, platform or vendor we recognise.</p>';
  const upcoming = brief.upcoming.length
    ? `<ul>${brief.upcoming
        .map(
          (next) =>
            `<li>${escapeHtml(next.form)} for the period ending ${escapeHtml(next.periodEnd)}: expected ${escapeHtml(next.expectedDate)} (between ${escapeHtml(next.earliestDate)} and ${escapeHtml(next.latestDate)}; ${escapeHtml(next.basis)})</li>`,
        )
        .join('')}</ul>`
    : '<p>The filing history gives no prediction.</p>';
  const starters = brief.conversationStarters.length
    ? `<ol>${brief.conversationStarters.map((s) => `<li><p>${escapeHtml(s.text)}</p>${cite(s.citation)}</li>`).join('')}</ol>`
    : `<p>${escapeHtml(analysis ? 'The analysis offered no cited starter.' : noAnalysis)}</p>`;
  const body = [
    `<h1>${escapeHtml(name)} (${escapeHtml(brief.ticker)})</h1>`,
    `<p class="meta">Account brief of ${brief.generatedAt.slice(0, 10)}${analysis ? `, from the analysis of the ${escapeHtml(analysis.filingType)} for “${escapeHtml(analysis.productDescription)}”` : ''}. Shared read-only on ${shared.sharedAt.slice(0, 10)}; the link expires on ${shared.expiresAt.slice(0, 10)}.</p>`,
    section('Profile', profile(brief)),
    section(
      'Top initiatives',
      points(brief.initiatives, analysis ? 'The analysis found no cited initiative.' : noAnalysis),
    ),
    section(
      'Top risks for the seller',
      points(brief.risks, analysis ? 'The analysis found no cited risk.' : noAnalysis),
    ),
    section('Technology signals', technology),
    section(
      'What changed this year',
      points(
        brief.changes.points,
        brief.changes.message ?? 'No new risk factor or business passage against the prior 10-K.',
      ),
    ),
    section('Upcoming filings', upcoming),
    section('Conversation starters', starters),
  ].join('');
  return page(`${name} — account brief`, body);
}

/** A revoked, expired or unknown link: said plainly, on a page of its own. */
export function briefGonePage(message: string): string {
  return page(
    'This brief cannot be shown',
    `<h1>This brief cannot be shown</h1><p>${escapeHtml(message)}</p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}
