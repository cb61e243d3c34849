/** One place for the feature's query keys so mutations invalidate exactly what they change. */
export const companyKeys = {
  all: ['companies'] as const,
  search: (q: string) => ['companies', 'search', q] as const,
  detail: (ticker: string) => ['companies', 'detail', ticker.toUpperCase()] as const,
  recent: (limit: number) => ['companies', 'recent', limit] as const,
  recentAll: ['companies', 'recent'] as const,
  saved: ['companies', 'saved'] as const,
  /** Under `saved`: every mutation that invalidates the saved companies flips the Save buttons too. */
  savedIds: ['companies', 'saved', 'ids'] as const,
  lists: ['companies', 'lists'] as const,
  screen: (query: object) => ['companies', 'screen', query] as const,
  industries: ['companies', 'industries'] as const,
  similar: (ticker: string) => ['companies', 'similar', ticker.toUpperCase()] as const,
};
