export const filingKeys = {
  all: ['sec-filings'] as const,
  list: (ticker: string) => ['sec-filings', ticker.toUpperCase()] as const,
  history: (ticker: string) => ['sec-filings', ticker.toUpperCase(), 'history'] as const,
  events: (ticker: string) => ['sec-filings', ticker.toUpperCase(), 'events'] as const,
};
