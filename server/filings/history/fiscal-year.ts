const DAY_MS = 24 * 60 * 60 * 1000;
/** 52/53-week years end on a weekday near the nominal date: a period ending up to this many days later still
 * belongs to the fiscal year of that nominal date. */
const SLACK_DAYS = 7;

/** `fiscalYearEnd` as EDGAR writes it ("0926") or a date ("2024-09-28") → [month, day]. */
export function parseFiscalYearEnd(value: string | null | undefined): [number, number] | null {
  const match = /^(?:\d{4}-)?(\d{2})-?(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? [month, day] : null;
}

/**
 * The fiscal year a period ending on `endDate` belongs to, named (as companies do) by the calendar year in which
 * that fiscal year ends: Walmart's year to 31 Jan 2025 is FY2025, Apple's quarter to 28 Dec 2024 is in FY2025.
 * Without a known year end, the calendar year.
 */
export function fiscalYearOf(endDate: string, yearEnd: [number, number] | null): number {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const year = new Date(end).getUTCFullYear();
  if (!yearEnd) return year;
  for (const candidate of [year - 1, year, year + 1]) {
    const nominal = Date.UTC(candidate, yearEnd[0] - 1, Math.min(yearEnd[1], daysIn(candidate, yearEnd[0])));
    if (end <= nominal + SLACK_DAYS * DAY_MS) return candidate;
  }
  return year + 1;
}

/** The first day of fiscal year `fy` (the day after the previous nominal year end), as epoch ms. */
export function fiscalYearStart(fy: number, yearEnd: [number, number]): number {
  return Date.UTC(fy - 1, yearEnd[0] - 1, Math.min(yearEnd[1], daysIn(fy - 1, yearEnd[0]))) + DAY_MS;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
