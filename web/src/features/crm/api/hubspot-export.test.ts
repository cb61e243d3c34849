import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { HubspotExportStatus } from './crm-api';
import { CHECK_MAX, exportOutcome, nextCheckIn } from './hubspot-export';

const processing: HubspotExportStatus = {
  importId: '22222222-2222-4222-8222-222222222222',
  state: 'PROCESSING',
  status: 'queued',
  progress: 0,
  isComplete: false,
  isSuccessful: false,
  errors: [],
};
const done = { ...processing, state: 'DONE' as const, isComplete: true, isSuccessful: true };
const failed: HubspotExportStatus = {
  ...processing,
  state: 'FAILED',
  isComplete: true,
  errors: [{ message: 'Company not found' }],
};

describe('following a HubSpot export', () => {
  it('waits 2 s, then 3 s between checks, 5 s after a failed check, and stops when complete', () => {
    expect(nextCheckIn({ status: processing, error: null, checks: 0 })).toBe(2000);
    expect(nextCheckIn({ status: processing, error: null, checks: 1 })).toBe(3000);
    expect(nextCheckIn({ status: processing, error: new Error('network'), checks: 2 })).toBe(5000);
    expect(nextCheckIn({ status: done, error: null, checks: 3 })).toBe(false);
    expect(exportOutcome({ status: { ...processing, progress: 50 }, error: null, checks: 2 })).toEqual({
      kind: 'running',
      progress: 50,
    });
    expect(exportOutcome({ status: done, error: null, checks: 3 })).toEqual({ kind: 'success' });
  });

  it('reports the first error message with its code, or the state', () => {
    expect(exportOutcome({ status: failed, error: null, checks: 1 })).toEqual({
      kind: 'failure',
      message: 'Export failed: Company not found',
      code: undefined,
    });
    const revoked = {
      ...failed,
      errors: [{ message: 'Reconnect.', code: 'HUBSPOT_AUTH_REQUIRED' as const }],
    };
    expect(exportOutcome({ status: revoked, error: null, checks: 1 })).toMatchObject({
      code: 'HUBSPOT_AUTH_REQUIRED',
    });
    expect(
      exportOutcome({ status: { ...failed, state: 'CANCELED', errors: [] }, error: null, checks: 1 }),
    ).toMatchObject({ kind: 'failure', message: 'Export failed: CANCELED' });
  });

  it('ends at once on a check refused with 401, 403 or 404', () => {
    const state = {
      status: processing,
      error: new ApiError(404, 'Export not found', 'NOT_FOUND'),
      checks: 1,
    };
    expect(exportOutcome(state)).toEqual({ kind: 'failure', message: 'Export failed: Export not found' });
    expect(nextCheckIn(state)).toBe(false);
  });

  it('gives up after 20 checks', () => {
    const state = { status: processing, error: null, checks: CHECK_MAX };
    expect(exportOutcome(state)).toEqual({ kind: 'pending' });
    expect(nextCheckIn(state)).toBe(false);
    expect(nextCheckIn({ ...state, checks: CHECK_MAX - 1 })).toBe(3000);
  });
});
