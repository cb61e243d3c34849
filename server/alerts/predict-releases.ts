import type { PeriodicForm } from '../../contract/fields.ts';

/**
 * Upcoming Releases: when a company will file its next 10-K and 10-Q, from its own history — the period end that
 * comes next plus its usual lag — bounded by the SEC deadline of its filer category. The category is inferred
 * from the lags themselves (a company that always files 10-Ks within 60 days is held to the large accelerated
 * filer's 60), because the history we keep does not carry it.
 */
export interface PastFiling {
  form: string;
  filingDate: string;
  reportDate: string | null;
}

export type { PeriodicForm };

export interface ReleasePrediction {
  form: PeriodicForm;
  period_end: string;
  expected_date: string;
  earliest_date: string;
  latest_date: string;
  /** The SEC deadline the prediction is bounded by (period end + the category's days). */
  deadline: string;
  /** 'usually files 28–31 days after quarter end' */
  confidence: string;
  /** How many past filings the lag is learned from. */
  samples: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** SEC deadlines in days after period end: large accelerated, accelerated, non-accelerated filers. */
const DEADLINES: Record<PeriodicForm, number[]> = { '10-K': [60, 75, 90], '10-Q': [40, 40, 45] };
const SAMPLES: Record<PeriodicForm, number> = { '10-K': 4, '10-Q': 6 };

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const days = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);
const addDays = (date: string, n: number) => toDate(toTime(date) + n * DAY_MS);

function addMonths(date: string, months: number): string {
  const d = new Date(toTime(date));
  const day = d.getUTCDate();
  // Month ends stay month ends (30 June + 3 months = 30 September, not 1 October).
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const targetLast = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(day === lastDay ? targetLast : Math.min(day, targetLast));
  return toDate(target.getTime());
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function deadlineDays(form: PeriodicForm, lags: number[]): number {
  const options = DEADLINES[form];
  const worst = lags.length ? Math.max(...lags) : Number.POSITIVE_INFINITY;
  return options.find((limit) => worst <= limit) ?? options[options.length - 1]!;
}

/** Periodic filings with a period, originals only, newest first. */
function periodic(history: PastFiling[], form: PeriodicForm) {
  return history
    .filter((f): f is PastFiling & { reportDate: string } => f.form === form && Boolean(f.reportDate))
    .sort((a, b) => b.reportDate.localeCompare(a.reportDate));
}

/** The next period end of `form` after the newest one filed (a 10-Q is never due for the fiscal year's end). */
function nextPeriodEnd(form: PeriodicForm, annual: string[], quarterly: string[]): string | null {
  const lastAnnual = annual[0];
  if (form === '10-K') return lastAnnual ? addMonths(lastAnnual, 12) : null;
  const latest = [quarterly[0], lastAnnual].filter(Boolean).sort().at(-1);
  if (!latest) return null;
  let next = addMonths(latest, 3);
  // 52/53-week years end a few days from the calendar month end: within 20 days is the fiscal year end.
  if (lastAnnual && Math.abs(days(addMonths(lastAnnual, 12), next)) < 20) next = addMonths(next, 3);
  return next;
}

const lagOf = (f: { reportDate: string; filingDate: string }) => days(f.reportDate, f.filingDate);
const aYearBefore = <T extends { reportDate: string }>(filings: T[], period: string) =>
  filings.find((f) => Math.abs(days(addMonths(period, -12), f.reportDate)) < 20);

/**
 * Companies often file one quarter faster than the others (NVIDIA's third-quarter 10-Q comes ~24 days after the
 * quarter, the others ~31), and speed up or slow down from year to year (Walmart's 10-Qs came 3–5 days sooner in
 * 2025). So, for a 10-Q: the lag of the same quarter a year before, moved by how much the latest filings' lags
 * changed against their own a year before; null without that history. (A 10-K's lag has no season, and its
 * year-to-year change is mostly noise: the median serves it better.)
 */
function seasonalLag(own: { reportDate: string; filingDate: string }[], periodEnd: string) {
  const lastYear = aYearBefore(own, periodEnd);
  if (!lastYear) return null;
  const drifts = own.slice(0, 3).flatMap((f) => {
    const before = aYearBefore(own, f.reportDate);
    return before ? [lagOf(f) - lagOf(before)] : [];
  });
  if (!drifts.length) return null;
  return Math.max(1, lagOf(lastYear) + median(drifts));
}

export function predictRelease(history: PastFiling[], form: PeriodicForm): ReleasePrediction | null {
  const annual = periodic(history, '10-K');
  const quarterly = periodic(history, '10-Q');
  const own = form === '10-K' ? annual : quarterly;
  const periodEnd = nextPeriodEnd(
    form,
    annual.map((f) => f.reportDate),
    quarterly.map((f) => f.reportDate),
  );
  if (!periodEnd) return null;
  const lags = own
    .slice(0, SAMPLES[form])
    .map(lagOf)
    .filter((lag) => lag > 0 && lag < 200);
  const limit = deadlineDays(form, lags);
  const deadline = addDays(periodEnd, limit);
  const what = form === '10-K' ? 'fiscal year end' : 'quarter end';
  if (!lags.length) {
    return {
      form,
      period_end: periodEnd,
      expected_date: deadline,
      earliest_date: periodEnd,
      latest_date: deadline,
      deadline,
      confidence: `no filing history to learn from: the SEC deadline is ${limit} days after ${what}`,
      samples: 0,
    };
  }
  const [first, last] = [Math.min(...lags), Math.max(...lags)];
  const range = first === last ? `${first}` : `${first}–${last}`;
  const expected = (form === '10-Q' ? seasonalLag(own, periodEnd) : null) ?? median(lags);
  // The dates stay within the deadline; the words say what the company did, late or not.
  const late = last > limit ? ` (the SEC deadline is ${limit} days)` : '';
  return {
    form,
    period_end: periodEnd,
    expected_date: addDays(periodEnd, Math.min(expected, limit)),
    earliest_date: addDays(periodEnd, Math.min(first, expected, limit)),
    latest_date: addDays(periodEnd, Math.min(Math.max(last, expected), limit)),
    deadline,
    confidence:
      lags.length === 1
        ? `filed ${range} days after ${what} last time${late}`
        : `usually files ${range} days after ${what}${late}`,
    samples: lags.length,
  };
}
