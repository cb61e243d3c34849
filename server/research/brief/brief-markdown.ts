import type { AccountBrief, BriefCitation, BriefPoint } from '../../../contract/account-brief.ts';

/**
 * The account brief as Markdown, for notes and CRM fields. Quotes are cited by form, section and accession rather
 * than by viewer link: a signed viewer address expires within the hour, an accession number does not.
 */

const money = (value: number) =>
  Math.abs(value) >= 1e9 ? `$${(value / 1e9).toFixed(1)}B` : `$${(value / 1e6).toFixed(1)}M`;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)}%`;
/** Keeps a quote on its own lines of the blockquote. */
const quoteLines = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

function cite(citation: BriefCitation): string {
  const where = [citation.formType, citation.section.title].filter(Boolean).join(', ');
  return `> “${quoteLines(citation.quote)}”\n> — ${where} (accession ${citation.accession})`;
}

function points(title: string, list: BriefPoint[], empty: string): string[] {
  const lines = [`## ${title}`, ''];
  if (!list.length) return [...lines, empty, ''];
  for (const point of list) lines.push(`- **${point.title}** — ${point.text}`, '', cite(point.citation), '');
  return lines;
}

export function briefMarkdown(brief: AccountBrief): string {
  const { profile, analysis } = brief;
  const noAnalysis = `You have not analysed ${profile.name} yet: run an analysis with what you sell to fill this part.`;
  const lines = [
    `# ${profile.name} (${brief.ticker}) — account brief`,
    '',
    `Generated ${brief.generatedAt.slice(0, 10)}.`,
    '',
  ];
  lines.push('## Profile', '');
  if (profile.industry) lines.push(`- Industry: ${profile.industry}`);
  if (profile.employees)
    lines.push(
      `- Employees: ${profile.employees.value.toLocaleString('en-US')} (${profile.employees.period})`,
    );
  for (const year of profile.revenue)
    lines.push(
      `- Revenue ${year.period}: ${money(year.value)}${year.yoy === null ? '' : ` (${percent(year.yoy)})`} — ${year.sourceUrl ?? 'SEC XBRL frames'}`,
    );
  lines.push('');
  if (analysis)
    lines.push(
      `From your analysis of the ${analysis.filingType} (accession ${analysis.accession}) for: “${quoteLines(analysis.productDescription)}”`,
      '',
    );
  lines.push(
    ...points(
      'Top initiatives',
      brief.initiatives,
      analysis ? 'The analysis found no cited initiative.' : noAnalysis,
    ),
  );
  lines.push(
    ...points('Top risks for you', brief.risks, analysis ? 'The analysis found no cited risk.' : noAnalysis),
  );
  lines.push('## Technology signals', '');
  if (!brief.technology.length) lines.push('No technology signal in the latest filings.', '');
  for (const signal of brief.technology)
    lines.push(
      `- **${signal.technology ?? signal.category}** (${signal.stance}${signal.amount ? `, ${signal.amount}` : ''})`,
      '',
      cite(signal.citation),
      '',
    );
  lines.push(
    ...points(
      'What changed this year',
      brief.changes.points,
      brief.changes.message ?? 'No new risk factor or business passage against the prior 10-K.',
    ),
  );
  lines.push('## Upcoming filings', '');
  if (!brief.upcoming.length) lines.push('No prediction from the filing history.');
  for (const next of brief.upcoming)
    lines.push(
      `- ${next.form} for the period ending ${next.periodEnd}: expected ${next.expectedDate} (between ${next.earliestDate} and ${next.latestDate}; ${next.basis})`,
    );
  lines.push('', '## Conversation starters', '');
  if (!brief.conversationStarters.length)
    lines.push(analysis ? 'The analysis offered no cited starter.' : noAnalysis, '');
  brief.conversationStarters.forEach((starter, index) => {
    lines.push(`${index + 1}. ${starter.text}`, '', cite(starter.citation), '');
  });
  if (brief.unavailable.length) lines.push(`Not available this time: ${brief.unavailable.join(', ')}.`, '');
  return `${lines.join('\n').trimEnd()}\n`;
}
