/** The accounts feature's query keys; mutations invalidate exactly what they change. */
export const accountKeys = {
  all: ['accounts'] as const,
  me: ['accounts', 'me'] as const,
  profile: ['accounts', 'profile'] as const,
  sessions: ['accounts', 'sessions'] as const,
  providers: ['accounts', 'providers'] as const,
  apiTokens: ['accounts', 'api-tokens'] as const,
};
