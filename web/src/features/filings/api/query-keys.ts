export const filingKeys = {
  all: ['sec-filings'] as const,
  list: (ticker: string) => ['sec-filings', ticker.toUpperCase()] as const,
};
