/** A saved search as the EDGAR check reads it. */
export interface CheckedSearch {
  id: string;
  userId: string;
  name: string;
  query: string;
  forms: string[];
  sector: string | null;
  createdAt: Date;
  /** The UTC day of the last stored check (null: never checked). */
  edgarCheckedOn: string | null;
}

/** One EDGAR full-text request and the saved searches whose words it answers. */
export interface EdgarCheck {
  q: string;
  /** Every form one of the searches wants, in the app's order; each search keeps only its own. */
  forms: string[];
  from: string;
  to: string;
  searches: (CheckedSearch & { from: string })[];
}

const FORM_ORDER = ['10-K', '10-Q', '8-K'];
const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The first filing day a search still needs (ADR 0322). Never checked: the day before it was saved, the local
 * matcher's rule (no backlog; a day of slack for EDGAR's Eastern dates). Checked: the day of that check again, since
 * EDGAR indexes a filing some time after it is dated, so a filing of that day may have come in after the check; the
 * (user, filing) key keeps a filing seen twice one alert.
 */
function firstDay(search: CheckedSearch): string {
  return search.edgarCheckedOn ?? utcDay(new Date(search.createdAt.getTime() - DAY_MS));
}

/**
 * Groups the saved searches not checked yet today by their words, so identical words of several users cost one
 * request: at most one EDGAR request per distinct query a day. The window runs from the earliest first day of the
 * group to today; each search later keeps only the hits of its own window, forms and sector.
 */
export function planEdgarChecks(searches: CheckedSearch[], now: Date): EdgarCheck[] {
  const today = utcDay(now);
  const checks = new Map<string, EdgarCheck>();
  const byAge = [...searches].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const search of byAge) {
    if (search.edgarCheckedOn && search.edgarCheckedOn >= today) continue;
    const q = search.query.trim().replace(/\s+/g, ' ');
    const from = firstDay(search);
    const check = checks.get(q) ?? { q, forms: [], from, to: today, searches: [] };
    check.forms = FORM_ORDER.filter((form) => check.forms.includes(form) || search.forms.includes(form));
    if (from < check.from) check.from = from;
    check.searches.push({ ...search, from });
    checks.set(q, check);
  }
  return [...checks.values()];
}
