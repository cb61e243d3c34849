import * as contract from '@contract/admin';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { SchedulePanel } from './schedule-panel';

afterEach(cleanup);

const stored: contract.Schedule = {
  name: 'company-updates',
  kind: 'update',
  cron: '0 2 * * 1,4',
  timezone: 'UTC',
  enabled: true,
  nextRunAt: null,
  lastRunAt: null,
  lastJobId: null,
};

describe('SchedulePanel', () => {
  it('shows the stored days and time and saves a new time as cron in the browser zone', async () => {
    mockEndpoint(contract.getSchedule, () => ({ schedule: stored, lastRun: null }));
    const saved = mockEndpoint(contract.updateSchedule, ({ body }) => ({
      schedule: { ...stored, cron: body.cron ?? stored.cron },
      lastRun: null,
    }));
    renderWithQuery(<SchedulePanel />);
    const monday = await screen.findByRole('checkbox', { name: 'Mon' });
    await waitFor(() => expect((monday as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Tue' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '06:30' } });
    await userEvent.setup().click(screen.getByRole('button', { name: /Save schedule/ }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    expect(saved.calls[0]?.body).toEqual({
      cron: '30 6 * * 1,4',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('cannot save without a day', async () => {
    mockEndpoint(contract.getSchedule, () => ({ schedule: stored, lastRun: null }));
    renderWithQuery(<SchedulePanel />);
    const user = userEvent.setup();
    const monday = await screen.findByRole('checkbox', { name: 'Mon' });
    await waitFor(() => expect((monday as HTMLInputElement).checked).toBe(true));
    await user.click(monday);
    await user.click(screen.getByRole('checkbox', { name: 'Thu' }));
    expect(screen.getByRole('button', { name: /Save schedule/ }).hasAttribute('disabled')).toBe(true);
  });
});
