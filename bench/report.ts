export interface BenchReport {
  title: string;
  rows: Array<Record<string, string | number>>;
  notes?: string[];
}

export function toMarkdown(report: BenchReport): string {
  const lines = [`## ${report.title}`, ''];
  const columns = Object.keys(report.rows[0] ?? {});
  if (columns.length) {
    lines.push(`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`);
    for (const row of report.rows)
      lines.push(`| ${columns.map((column) => String(row[column] ?? '')).join(' | ')} |`);
  }
  for (const note of report.notes ?? []) lines.push('', note);
  return lines.join('\n');
}
