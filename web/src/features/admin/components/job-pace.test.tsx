import * as contract from '@contract/admin';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { JobDetail } from '../api/admin-api';
import { ImportPanel } from './import-panel';

/** The EDGAR backfill, 2,000 of 10,000 companies read in the 200 s since it started: 10 a second. */
const backfill = (startedAgoSeconds: number, done: number): JobDetail => ({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'edgar-backfill',
  state: 'running',
  total: 10_000,
  imported: 0,
  updated: done - 5,
  skipped: 0,
  errors: 5,
  error: null,
  userId: null,
  attempts: 1,
  maxAttempts: 20,
  runAt: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  startedAt: new Date(Date.now() - startedAgoSeconds * 1000).toISOString(),
  finishedAt: null,
  log: [
    { level: 'error', message: 'Skipped: CIK 9999999: SEC EDGAR has no such record.', ticker: null, at: '' },
  ],
});

afterEach(cleanup);

describe('backfill progress in the Data Manager', () => {
  function show(job: JobDetail) {
    mockEndpoint(contract.listJobs, () => ({ jobs: [job] }));
    mockEndpoint(contract.getJob, () => job);
    renderWithQuery(
      <ImportPanel kind="edgar-backfill" title="EDGAR" startLabel="Update All from EDGAR" description="" />,
    );
  }

  it('shows done / total, the rate and the time left, and the skipped company with its reason', async () => {
    show(backfill(200, 2_000));
    await screen.findByText('2000 / 10000');
    // A poll lands a moment after 200 s: 9.9 or 10 a second.
    expect((await screen.findByTestId('job-pace')).textContent).toMatch(
      /^(9\.9|10) per second · about 13 min left$/,
    );
    expect(screen.getByText(/CIK 9999999: SEC EDGAR has no such record/).className).toContain('text-red-600');
  });

  it('gives no rate before the first company is read', async () => {
    show(backfill(5, 0));
    await screen.findByText('0 / 10000');
    expect(screen.queryByTestId('job-pace')).toBeNull();
  });
});
