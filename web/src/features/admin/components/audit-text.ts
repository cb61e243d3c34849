import type { AuditEntry } from '../api/audit-api';

/** What each action the server records means; an action added later shows as its code until it is named here. */
const ACTIONS: Record<string, string> = {
  'import:sec-complete': 'Started the complete SEC import',
  'import:sec-sample': 'Started the sample SEC import',
  'import:finnhub': 'Started the Finnhub API import',
  'import:local': 'Uploaded a file to import',
  'import:update': 'Started Update Data',
  'import:revenue-frames': 'Started the revenue update',
  'import:names-cleaned': 'Removed control characters from company names',
  'job:cancel': 'Cancelled a job',
  'product-update:sent': 'Sent a product update to opted-in users',
  'schedule:update': 'Changed the update schedule',
};

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** An entry's detail as one line: `key: value` for plain values, a count for lists (a file's cleaned names). */
export function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  if (typeof detail !== 'object') return String(detail);
  return Object.entries(detail)
    .map(([key, value]) => {
      if (Array.isArray(value)) return `${key}: ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
      return `${key}: ${value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    })
    .join(' · ');
}

/** An import's outcome from its job: its state and the counts that are not zero. */
export function jobText(entry: AuditEntry): string {
  if (!entry.jobId || !entry.state) return '';
  const counts = (['total', 'imported', 'updated', 'skipped', 'errors'] as const)
    .filter((key) => (entry[key] ?? 0) > 0)
    .map((key) => `${key} ${entry[key]}`);
  return [entry.state, ...counts].join(' · ');
}
