import type { HubspotExportStatus } from './crm-api';

/** First check 2 s after the start, then every 3 s, 5 s after a failed check, 20 at most. */
const POLL_FIRST_MS = 2000;
const POLL_EVERY_MS = 3000;
const POLL_AFTER_ERROR_MS = 5000;
const POLL_MAX_ATTEMPTS = 20;

export type PollOutcome =
  | { kind: 'success'; status: HubspotExportStatus }
  | { kind: 'failure'; message: string }
  | { kind: 'pending' };

export interface PollDeps {
  check: () => Promise<HubspotExportStatus>;
  sleep: (ms: number) => Promise<void>;
  /** A check error that must end polling at once (signed out, connection revoked); others are retried. */
  isFatal?: (error: unknown) => boolean;
  cancelled?: () => boolean;
  /** Each status read while the export is still running (the dialog shows its progress). */
  onUpdate?: (status: HubspotExportStatus) => void;
}

/** The spec's failure text: the first error's message, or the state. */
function failureMessage(status: HubspotExportStatus): string {
  return `Export failed: ${status.errors[0]?.message ?? status.state}`;
}

export async function pollExport({
  check,
  sleep,
  isFatal,
  cancelled,
  onUpdate,
}: PollDeps): Promise<PollOutcome> {
  await sleep(POLL_FIRST_MS);
  for (let attempt = 1; attempt <= POLL_MAX_ATTEMPTS; attempt += 1) {
    if (cancelled?.()) return { kind: 'pending' };
    let wait = POLL_EVERY_MS;
    try {
      const status = await check();
      onUpdate?.(status);
      if (status.isComplete) {
        return status.isSuccessful
          ? { kind: 'success', status }
          : { kind: 'failure', message: failureMessage(status) };
      }
    } catch (error) {
      if (isFatal?.(error)) return { kind: 'failure', message: `Export failed: ${(error as Error).message}` };
      wait = POLL_AFTER_ERROR_MS;
    }
    if (attempt < POLL_MAX_ATTEMPTS) await sleep(wait);
  }
  return { kind: 'pending' };
}

/** Messages like these mean the connection must be made again. */
export function needsReconnect(message: string): boolean {
  return /invalid|revoked|connection|reconnect/i.test(message);
}
