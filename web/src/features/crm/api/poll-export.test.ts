import { describe, expect, it } from 'vitest';
import type { HubspotExportStatus } from './crm-api';
import { needsReconnect, pollExport } from './poll-export';

const processing: HubspotExportStatus = {
  importId: '22222222-2222-4222-8222-222222222222',
  state: 'PROCESSING',
  status: 'queued',
  progress: 0,
  isComplete: false,
  isSuccessful: false,
  errors: [],
};

describe('pollExport', () => {
  it('waits 2 s, then 3 s between checks, 5 s after a failed check, until complete', async () => {
    const waits: number[] = [];
    const answers: (HubspotExportStatus | Error)[] = [
      processing,
      new Error('network'),
      processing,
      { ...processing, state: 'DONE', isComplete: true, isSuccessful: true },
    ];
    const updates: string[] = [];
    const outcome = await pollExport({
      onUpdate: (status) => updates.push(status.state),
      sleep: async (ms) => {
        waits.push(ms);
      },
      check: async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
    });
    expect(outcome.kind).toBe('success');
    expect(waits).toEqual([2000, 3000, 5000, 3000]);
    expect(updates).toEqual(['PROCESSING', 'PROCESSING', 'DONE']);
  });

  it('reports the first error message, or the state', async () => {
    const failed: HubspotExportStatus = {
      ...processing,
      state: 'FAILED',
      isComplete: true,
      errors: [{ message: 'Company not found' }],
    };
    const sleep = async () => {};
    expect(await pollExport({ sleep, check: async () => failed })).toEqual({
      kind: 'failure',
      message: 'Export failed: Company not found',
    });
    expect(
      await pollExport({ sleep, check: async () => ({ ...failed, state: 'CANCELED', errors: [] }) }),
    ).toEqual({
      kind: 'failure',
      message: 'Export failed: CANCELED',
    });
  });

  it('gives up after 20 checks', async () => {
    let checks = 0;
    const outcome = await pollExport({
      sleep: async () => {},
      check: async () => {
        checks += 1;
        return processing;
      },
    });
    expect(outcome.kind).toBe('pending');
    expect(checks).toBe(20);
  });

  it('recognises messages that ask to reconnect', () => {
    expect(needsReconnect('Your HubSpot connection is invalid or was revoked. Please reconnect.')).toBe(true);
    expect(needsReconnect('Company 1 not found')).toBe(false);
  });
});
