/** The accounts feature's query keys; mutations invalidate exactly what they change. */
export const accountKeys = {
  all: ['accounts'] as const,
  me: ['accounts', 'me'] as const,
  profile: ['accounts', 'profile'] as const,
  /** Under the profile's key: saving the profile (a new description) refreshes how it is read. */
  sellerReading: ['accounts', 'profile', 'seller-reading'] as const,
  sessions: ['accounts', 'sessions'] as const,
  providers: ['accounts', 'providers'] as const,
  apiTokens: ['accounts', 'api-tokens'] as const,
};
