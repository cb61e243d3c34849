import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { digestSubmissions } from '#server/filings/history/submissions-digest.ts';
import { SHARED_EDGAR_DIR } from '#server/test/fakes/fake-edgar.ts';
import { type PastFiling, type PeriodicForm, predictRelease } from './predict-releases.ts';

const dir = path.join(SHARED_EDGAR_DIR, 'submissions');
// A company's main file only: `CIK##########-submissions-NNN.json` pages hold its older filings, not a company.
const companies = readdirSync(dir)
  .filter((file) => /^CIK\d{10}\.json$/.test(file))
  .map((file) => {
    const digest = digestSubmissions(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    return { name: digest.profile.name, filings: digest.filings };
  });
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

describe('predicting the next 10-K and 10-Q (backtest on real EDGAR histories)', () => {
  // Hide each company's newest filing of the form, predict it from what came before, compare with the truth.
  const cases = companies.flatMap((company) =>
    (['10-K', '10-Q'] as PeriodicForm[]).map((form) => ({ ...company, form })),
  );
  it.each(cases)('$name $form: within a week of the real filing date', ({ filings, form }) => {
    const hiddenIndex = filings.findIndex((f) => f.form === form);
    const hidden = filings[hiddenIndex]!;
    const known = filings.slice(hiddenIndex + 1);
    const prediction = predictRelease(known, form)!;
    // 52/53-week fiscal years end a few days off the calendar month: the period is right within days.
    expect(daysBetween(prediction.period_end, hidden.reportDate!)).toBeLessThanOrEqual(7);
    expect(daysBetween(prediction.expected_date, hidden.filingDate)).toBeLessThanOrEqual(7);
    expect(prediction.expected_date <= prediction.deadline).toBe(true);
    expect(prediction.confidence).toMatch(/^usually files \d+(–\d+)? days after (quarter|fiscal year) end$/);
  });

  it('reports the error in days across the set (mean ≤ 4)', () => {
    const errors = cases.map(({ filings, form }) => {
      const i = filings.findIndex((f) => f.form === form);
      return daysBetween(predictRelease(filings.slice(i + 1), form)!.expected_date, filings[i]!.filingDate);
    });
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    expect(mean).toBeLessThanOrEqual(4);
  });

  it('skips the fiscal year end when predicting the next 10-Q, and bounds by the SEC deadline', () => {
    const history: PastFiling[] = [
      { form: '10-Q', filingDate: '2025-08-10', reportDate: '2025-06-30' },
      { form: '10-K', filingDate: '2025-03-20', reportDate: '2024-12-31' },
      { form: '10-Q', filingDate: '2024-11-12', reportDate: '2024-09-30' },
    ];
    expect(predictRelease(history, '10-Q')).toMatchObject({ period_end: '2025-09-30', samples: 2 });
    const annual = predictRelease(history, '10-K')!;
    expect(annual).toMatchObject({
      period_end: '2025-12-31',
      confidence: 'filed 79 days after fiscal year end last time',
    });
    expect(annual.deadline).toBe('2026-03-31');
    const q4 = predictRelease(
      [{ form: '10-K', filingDate: '2025-03-01', reportDate: '2024-12-31' }],
      '10-Q',
    )!;
    expect(q4).toMatchObject({ period_end: '2025-03-31', samples: 0, expected_date: '2025-05-15' });
  });

  it('a company that files after the deadline: the dates stop at the deadline, the words say how late it files', () => {
    const late = predictRelease(
      [
        { form: '10-K', filingDate: '2025-04-05', reportDate: '2024-12-31' },
        { form: '10-K', filingDate: '2024-04-09', reportDate: '2023-12-31' },
      ],
      '10-K',
    )!;
    expect(late).toMatchObject({
      period_end: '2025-12-31',
      deadline: '2026-03-31',
      expected_date: '2026-03-31',
      latest_date: '2026-03-31',
      earliest_date: '2026-03-31',
      confidence: 'usually files 95–100 days after fiscal year end (the SEC deadline is 90 days)',
    });
  });

  it('learns a quarter that is filed faster than the others, and a year-on-year speed-up', () => {
    const quarter = (period: string, lag: number): PastFiling => ({
      form: '10-Q',
      reportDate: period,
      filingDate: new Date(Date.parse(period) + lag * 86_400_000).toISOString().slice(0, 10),
    });
    // Q1 and Q2 take 35 days, Q3 25; this year every quarter came 2 days sooner than the year before.
    const history = [
      quarter('2025-06-30', 33),
      quarter('2025-03-31', 33),
      quarter('2024-09-30', 25),
      quarter('2024-06-30', 35),
      quarter('2024-03-31', 35),
      quarter('2023-09-30', 25),
    ];
    expect(predictRelease(history, '10-Q')).toMatchObject({
      period_end: '2025-09-30',
      expected_date: '2025-10-23',
    });
  });

  it('predicts nothing for a company with no periodic filings', () => {
    expect(predictRelease([{ form: '8-K', filingDate: '2025-01-01', reportDate: null }], '10-K')).toBeNull();
  });
});
