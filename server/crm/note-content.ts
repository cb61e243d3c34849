import type { Evidence } from '#server/analysis/types.ts';
import { SALESFORCE_BODY_MAX, SALESFORCE_TITLE_MAX } from '../../contract/crm.ts';
import type { ExportSource } from './export-source.ts';

export { SALESFORCE_BODY_MAX } from '../../contract/crm.ts';

interface NoteItem {
  title: string;
  description: string;
  evidence: Evidence | null;
}

interface NoteSection {
  heading: string;
  items: NoteItem[];
}

/** Builds the link back to the passage in 10Kai (the filing viewer with the quote highlighted). */
export type PassageLink = (accession: string, evidence: Evidence) => string;

export function passageLinkFor(appUrl: string): PassageLink {
  return (accession, evidence) =>
    `${appUrl}/api/crm/passage/${accession}?highlight=${evidence.start}-${evidence.end}`;
}

export function noteTitle(source: Pick<ExportSource, 'ticker' | 'filingType'>): string {
  return `10Kai Analysis: ${source.ticker} ${source.filingType}`.slice(0, SALESFORCE_TITLE_MAX);
}

function noteSections(source: ExportSource): NoteSection[] {
  const { analysis } = source;
  return [
    { heading: 'Key Initiatives', items: analysis.keyInitiatives },
    { heading: 'Risk Factors', items: analysis.riskFactors },
    { heading: 'Positioning Opportunities', items: analysis.positioningOpportunities },
    {
      heading: 'Conversation Starters',
      items: analysis.conversationStarters.map((starter) => ({
        title: starter.text,
        description: '',
        evidence: starter.evidence,
      })),
    },
  ];
}

function filingLine(source: ExportSource): string[] {
  return [
    `Filing: ${source.companyName} (${source.ticker}) ${source.filingType}`,
    `Period: ${source.periodEndDate ?? 'not stated'}${source.filingDate ? ` (filed ${source.filingDate})` : ''}`,
    `Accession: ${source.accession}`,
    `EDGAR: ${source.edgarUrl}`,
  ];
}

/** Plain-text markdown for a Salesforce Note (its Body is not rendered as HTML). */
export function markdownNote(source: ExportSource, link: PassageLink): string {
  const lines = [`# ${noteTitle(source)}`, '', ...filingLine(source), ''];
  for (const section of noteSections(source)) {
    if (section.items.length === 0) continue;
    lines.push(`## ${section.heading}`, '');
    section.items.forEach((item, index) => {
      lines.push(`${index + 1}. ${item.title}`);
      if (item.description) lines.push(`   ${item.description}`);
      if (item.evidence) {
        lines.push(`   > "${item.evidence.quote}"`);
        lines.push(`   Section: ${item.evidence.section.title}`);
        lines.push(`   Source: ${link(source.accession, item.evidence)}`);
      }
      lines.push('');
    });
  }
  const text = lines.join('\n').trimEnd();
  return text.length <= SALESFORCE_BODY_MAX
    ? text
    : `${text.slice(0, SALESFORCE_BODY_MAX - 15)}\n[truncated]`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/**
 * HTML for a HubSpot note body. Every value from the filing is escaped; `marker` (the export's idempotency key)
 * sits at the end so a retried export can find a note it already wrote.
 */
export function htmlNote(
  source: ExportSource,
  link: PassageLink,
  marker: string,
  exportedOn: string,
): string {
  const parts = [
    `<h2>${escapeHtml(noteTitle(source))}</h2>`,
    `<p>Exported from 10Kai on ${escapeHtml(exportedOn)}</p>`,
    `<p>${filingLine(source)
      .map((line) =>
        line.startsWith('EDGAR: ')
          ? `EDGAR: <a href="${escapeHtml(source.edgarUrl)}">${escapeHtml(source.edgarUrl)}</a>`
          : escapeHtml(line),
      )
      .join('<br>')}</p>`,
  ];
  for (const section of noteSections(source)) {
    if (section.items.length === 0) continue;
    parts.push(`<h3>${escapeHtml(section.heading)}</h3><ol>`);
    for (const item of section.items) {
      let entry = `<li><strong>${escapeHtml(item.title)}</strong>`;
      if (item.description) entry += `<br>${escapeHtml(item.description)}`;
      if (item.evidence) {
        entry += `<blockquote>“${escapeHtml(item.evidence.quote)}”</blockquote>`;
        entry += `Section: ${escapeHtml(item.evidence.section.title)} · `;
        entry += `<a href="${escapeHtml(link(source.accession, item.evidence))}">View passage in 10Kai</a>`;
      }
      parts.push(`${entry}</li>`);
    }
    parts.push('</ol>');
  }
  parts.push(`<p><small>10Kai export ${escapeHtml(marker)}</small></p>`);
  return parts.join('');
}

/** The spec's HubSpot export payload. */
export interface HubspotExportPayload {
  companyName: string;
  filingType: string;
  filingDate: string;
  keyInsights: string[];
  risks: string[];
  opportunities: string[];
  conversation_starters: string[];
}

export function hubspotPayload(source: ExportSource, today: Date): HubspotExportPayload {
  const { analysis } = source;
  return {
    companyName: source.companyName,
    filingType: source.filingType,
    filingDate: today.toISOString().slice(0, 10),
    keyInsights: analysis.keyInitiatives.map((item) => item.title),
    risks: analysis.riskFactors.map((item) => item.title),
    opportunities: analysis.positioningOpportunities.map((item) => item.title),
    conversation_starters: analysis.conversationStarters.map((starter) => starter.text),
  };
}
