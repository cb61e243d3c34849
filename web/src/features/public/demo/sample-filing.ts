/** The real filing and seller behind the public sample analysis (`/demo`), shared with the script that makes it. */
export const SAMPLE_FILING = {
  companyName: 'Apple Inc.',
  ticker: 'AAPL',
  form: '10-K',
  fiscalYear: 2025,
  filingDate: '2025-10-31',
  accession: '0000320193-25-000079',
  archivePath: 'Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm',
  productDescription:
    'Endpoint security software that protects laptops, phones and servers for large enterprises',
} as const;

/** The filing on sec.gov, opened at a quote (a text fragment: the browser scrolls to and marks the words). */
export function secUrlAt(quote?: string): string {
  const url = `https://www.sec.gov/${SAMPLE_FILING.archivePath}`;
  if (!quote) return url;
  const words = quote.split(/\s+/).slice(0, 8).join(' ');
  return `${url}#:~:text=${encodeURIComponent(words).replaceAll('-', '%2D')}`;
}
