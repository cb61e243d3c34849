import * as contract from '@contract/admin';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { JobDetail } from '../api/admin-api';
import { ImportPanel } from './import-panel';
import { parseCron, toCron } from './schedule-panel';

const base: JobDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'sec-sample',
  state: 'running',
  total: 120,
  imported: 40,
  updated: 0,
  skipped: 20,
  errors: 0,
  error: null,
  userId: null,
  attempts: 1,
  maxAttempts: 1,
  runAt: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  startedAt: null,
  finishedAt: null,
  log: [
    { level: 'success', message: 'Imported batch', ticker: null, at: '' },
    { level: 'error', message: 'Line 3: missing name', ticker: 'ZZ', at: '' },
  ],
};

afterEach(cleanup);

describe('ImportPanel', () => {
  it('shows a running job after a reload: disabled start, progress, coloured log, no summary yet', async () => {
    mockEndpoint(contract.listJobs, () => ({ jobs: [base] }));
    mockEndpoint(contract.getJob, () => base);
    renderWithQuery(
      <ImportPanel kind="sec-sample" title="Sample" startLabel="Start Sample Import" description="" />,
    );
    await screen.findByText('60 / 120');
    expect(screen.getByRole('button', { name: /Start Sample Import/ }).hasAttribute('disabled')).toBe(true);
    expect((await screen.findByText('[ZZ] Line 3: missing name')).className).toContain('text-red-600');
    expect(screen.getByText('Imported batch').className).toContain('text-green-700');
    expect(screen.queryByText('Summary')).toBeNull();
  });

  it('starts an import and shows the summary with Complete or Issues', async () => {
    let started = false;
    const { calls } = mockEndpoint(contract.startImport, () => {
      started = true;
      return { job: { ...base, state: 'queued' as const } };
    });
    mockEndpoint(contract.listJobs, () => ({ jobs: [] }));
    mockEndpoint(contract.getJob, () => ({
      ...base,
      state: 'succeeded' as const,
      imported: 100,
      skipped: 20,
      errors: started ? 0 : 1,
    }));
    renderWithQuery(
      <ImportPanel kind="sec-sample" title="Sample" startLabel="Start Sample Import" description="" />,
    );
    const button = await screen.findByRole('button', { name: /Start Sample Import/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await screen.findByText('Complete');
    expect(screen.getByTestId('summary-imported').textContent).toBe('100');
    expect(calls.map((call) => call.body)).toEqual([{ kind: 'sec-sample' }]);
  });

  it('says why the provider import is off', async () => {
    mockEndpoint(contract.listJobs, () => ({ jobs: [] }));
    renderWithQuery(
      <ImportPanel
        kind="finnhub"
        title="API"
        startLabel="Start API Import"
        description=""
        disabledReason="Off: set FINNHUB_API_KEY"
      />,
    );
    screen.getByText('Off: set FINNHUB_API_KEY');
    expect(screen.getByRole('button', { name: /Start API Import/ }).hasAttribute('disabled')).toBe(true);
  });
});

describe('schedule cron helpers', () => {
  it('round-trips days and time', () => {
    expect(parseCron('0 2 * * 1,4')).toEqual({ days: [1, 4], time: '02:00' });
    expect(toCron([4, 1], '06:30')).toBe('30 6 * * 1,4');
    expect(parseCron('*/5 * * * *')).toBeNull();
  });
});
