import * as contract from '@contract/admin';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { AuditEntry } from '../api/audit-api';
import AuditPage from './audit-page';

const entry = (change: Partial<AuditEntry>): AuditEntry => ({
  id: '11111111-1111-4111-8111-111111111111',
  userEmail: 'admin@example.com',
  action: 'schedule:update',
  detail: null,
  jobId: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  state: null,
  total: null,
  imported: null,
  updated: null,
  skipped: null,
  errors: null,
  ...change,
});

afterEach(cleanup);

describe('AuditPage', () => {
  it('lists who did what and when, newest first as the server sends them, with each import’s outcome', async () => {
    const audit = mockEndpoint(contract.getAudit, () => ({
      entries: [
        entry({
          id: '22222222-2222-4222-8222-222222222222',
          action: 'import:local',
          detail: {
            fileName: 'companies.csv',
            cleanedNames: [{ line: 2 }, { line: 5 }],
            cleanedNamesTotal: 2,
          },
          jobId: '33333333-3333-4333-8333-333333333333',
          createdAt: '2026-01-06T09:30:00.000Z',
          state: 'succeeded',
          total: 3,
          imported: 2,
          updated: 0,
          skipped: 0,
          errors: 1,
        }),
        entry({ userEmail: 'other-admin@example.com', detail: { enabled: false } }),
        entry({ id: '44444444-4444-4444-8444-444444444444', action: 'import:brand-new' }),
      ],
    }));
    renderWithQuery(<AuditPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const [upload, schedule, unknown] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(upload).toEqual([
      new Date('2026-01-06T09:30:00.000Z').toLocaleString(),
      'admin@example.com',
      'Uploaded a file to importimport:local',
      'fileName: companies.csv · cleanedNames: 2 items · cleanedNamesTotal: 2',
      'succeeded · total 3 · imported 2 · errors 1',
    ]);
    expect(schedule?.slice(1)).toEqual([
      'other-admin@example.com',
      'Changed the update scheduleschedule:update',
      'enabled: false',
      '',
    ]);
    // An action the page does not know yet is shown by its code.
    expect(unknown?.[2]).toBe('import:brand-newimport:brand-new');
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-06T09:30:00.000Z');
    screen.getByText('The latest 3 actions (the server keeps the last 100 here).');
    expect(audit.calls).toHaveLength(1);
  });

  it('says when there is nothing yet', async () => {
    mockEndpoint(contract.getAudit, () => ({ entries: [] }));
    renderWithQuery(<AuditPage />);
    await screen.findByText('No admin actions yet.');
  });
});
