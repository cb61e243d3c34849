/** External addresses for a company; all open in a new tab with rel=noopener. */
export function financialDataUrl(ticker: string): string {
  return `https://finance.yahoo.com/quote/${encodeURIComponent(ticker)}`;
}

/** EDGAR's company browse accepts a CIK and, when the CIK is unknown, a ticker in the same parameter. */
export function secCompanySearchUrl(cik: string | null, ticker: string): string {
  return `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${encodeURIComponent(cik ?? ticker)}`;
}

/** The app's own link that opens this company in the dashboard. */
export function companyShareUrl(origin: string, ticker: string): string {
  const params = new URLSearchParams({ page: 'search', company: ticker });
  return `${origin}/dashboard?${params.toString()}`;
}
