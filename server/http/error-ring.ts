/** The last server errors for /debug: kept in memory only, with anything that looks like a secret masked. */
interface RecordedError {
  at: string;
  source: string;
  message: string;
  code?: string;
  status?: number;
  path?: string;
}

export interface ErrorRing {
  record(error: Omit<RecordedError, 'at'>): void;
  list(): RecordedError[];
}

/** [pattern, replacement]: what looks like a credential is replaced, its label kept. */
const PATTERNS: Array<[RegExp, string]> = [
  [/(\/\/[^/\s:@]+:)[^@\s/]+@/g, '$1[redacted]@'], // credentials in URLs
  [/\b(bearer\s+)[A-Za-z0-9._~+/-]+=*/gi, '$1[redacted]'],
  [/\b((?:api[_-]?key|token|secret|password|passwd|key|signature|sig)=)[^&\s"']+/gi, '$1[redacted]'],
  [/\b(?:sk|pk|rk|whsec)_[A-Za-z0-9_]{8,}/g, '[redacted]'], // provider API keys
];

export function maskSecrets(text: string, secrets: string[] = []): string {
  let masked = text;
  for (const secret of secrets)
    if (secret && secret.length >= 6) masked = masked.split(secret).join('[redacted]');
  for (const [pattern, replacement] of PATTERNS) masked = masked.replace(pattern, replacement);
  return masked.slice(0, 500);
}

export function createErrorRing(
  options: { size?: number; secrets?: string[]; clock?: () => Date } = {},
): ErrorRing {
  const size = options.size ?? 50;
  const entries: RecordedError[] = [];
  const clock = options.clock ?? (() => new Date());
  return {
    record(error) {
      entries.push({
        ...error,
        message: maskSecrets(error.message, options.secrets),
        path: error.path ? maskSecrets(error.path, options.secrets) : undefined,
        at: clock().toISOString(),
      });
      if (entries.length > size) entries.splice(0, entries.length - size);
    },
    list: () => [...entries].reverse(),
  };
}
