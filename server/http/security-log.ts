import type { Logger } from 'pino';

export type SecurityEvent =
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'account_locked'
  | 'two_factor_failed'
  | 'two_factor_code_reused'
  | 'reauthentication_failed'
  | 'rate_limited'
  | 'request_rejected';

/** One log line per security event: who (user id when known) and from where; never passwords or tokens. */
export function logSecurityEvent(
  log: Pick<Logger, 'warn'>,
  event: SecurityEvent,
  details: {
    userId?: string | null;
    ip: string | null;
    path?: string;
    method?: string;
    status?: number;
    code?: string;
    failures?: number;
  },
): void {
  log.warn(
    { ...details, security: event, userId: details.userId ?? null, ip: details.ip ?? 'unknown' },
    event,
  );
}
