const NOT_AVAILABLE = 'N/A';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare 'YYYY-MM-DD' is a calendar date (filing dates): read it as local midnight, not UTC, so it never shifts a day.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)))
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' });
const mediumFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** US short date, e.g. '1/5/2025'; 'N/A' when missing or invalid. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? shortFormat.format(date) : NOT_AVAILABLE;
}

/** US medium date, e.g. 'Jan 5, 2025'; 'N/A' when missing or invalid. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? mediumFormat.format(date) : NOT_AVAILABLE;
}
