import { describe, expect, it } from 'vitest';
import { type CheckedSearch, planEdgarChecks } from './plan-edgar-checks.ts';

const NOW = new Date('2026-03-10T07:00:00Z');
let id = 0;
const search = (over: Partial<CheckedSearch>): CheckedSearch => {
  id += 1;
  return {
    id: `s${id}`,
    userId: `u${id}`,
    name: `Search ${id}`,
    query: '"zero trust"',
    forms: ['10-K', '10-Q', '8-K'],
    sector: null,
    createdAt: new Date('2026-03-01T12:00:00Z'),
    edgarCheckedOn: '2026-03-09',
    ...over,
  };
};

describe('planEdgarChecks', () => {
  it('asks once for the same words of several users, with the union of their forms, in the app order', () => {
    const checks = planEdgarChecks(
      [
        search({ forms: ['8-K'] }),
        search({ query: '  "zero   trust" ', forms: ['10-K'] }),
        search({ query: 'ransomware' }),
      ],
      NOW,
    );
    expect(checks.map((check) => [check.q, check.forms, check.searches.length])).toEqual([
      ['"zero trust"', ['10-K', '8-K'], 2],
      ['ransomware', ['10-K', '10-Q', '8-K'], 1],
    ]);
  });

  it('runs from the day of the last check (inclusive) to today, the earliest of the group', () => {
    const [check] = planEdgarChecks(
      [search({ edgarCheckedOn: '2026-03-09' }), search({ edgarCheckedOn: '2026-03-05' })],
      NOW,
    );
    expect(check).toMatchObject({ from: '2026-03-05', to: '2026-03-10' });
    expect(check?.searches.map((each) => each.from)).toEqual(['2026-03-09', '2026-03-05']);
  });

  it('starts a never-checked search from the day before it was saved: no backlog', () => {
    const [check] = planEdgarChecks(
      [search({ edgarCheckedOn: null, createdAt: new Date('2026-03-10T00:30:00Z') })],
      NOW,
    );
    expect(check).toMatchObject({ from: '2026-03-09', to: '2026-03-10' });
  });

  it('skips searches already checked today: at most one request per query a day', () => {
    expect(planEdgarChecks([search({ edgarCheckedOn: '2026-03-10' })], NOW)).toEqual([]);
  });

  it('lists the oldest search first, so it names an alert two of a user’s searches share', () => {
    const young = search({ createdAt: new Date('2026-03-08T00:00:00Z') });
    const old = search({ createdAt: new Date('2026-02-01T00:00:00Z') });
    expect(planEdgarChecks([young, old], NOW)[0]?.searches.map((each) => each.id)).toEqual([
      old.id,
      young.id,
    ]);
  });
});
