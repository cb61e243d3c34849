import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/log.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createJobRunner } from './job-runner.ts';
import { createSchedules, InvalidScheduleError, nextRun } from './schedules.ts';

const log = createLogger('silent');

describe('schedules', async () => {
  const { db } = await createTestDatabase();

  it('computes the next Monday or Thursday 02:00 in the schedule time zone', () => {
    const from = new Date('2026-03-03T12:00:00Z'); // a Tuesday
    expect(nextRun('0 2 * * 1,4', 'UTC', from)?.toISOString()).toBe('2026-03-05T02:00:00.000Z');
    expect(nextRun('0 2 * * 1,4', 'America/New_York', from)?.toISOString()).toBe('2026-03-05T07:00:00.000Z');
    expect(() => nextRun('not a cron', 'UTC', from)).toThrow(InvalidScheduleError);
    expect(() => nextRun('0 2 * * 1', 'Mars/Olympus', from)).toThrow(InvalidScheduleError);
  });

  it('stores the default, enqueues each due slot once even from two processes, and advances', async () => {
    let now = new Date('2026-03-03T12:00:00Z');
    const clock = () => now;
    const jobs = createJobRunner({ db, log, clock });
    const processes = [1, 2].map(() => createSchedules({ db, jobs, log, clock }));
    for (const schedules of processes) {
      schedules.define({
        name: 'nightly',
        kind: 'refresh',
        defaultCron: '0 2 * * 1,4',
        payload: { limit: 50 },
      });
    }
    const stored = await processes[0]!.get('nightly');
    expect(stored).toMatchObject({
      enabled: true,
      cron: '0 2 * * 1,4',
      nextRunAt: '2026-03-05T02:00:00.000Z',
    });
    expect(await processes[0]!.runDue()).toBe(0);

    now = new Date('2026-03-05T02:00:30Z');
    const counts = await Promise.all(processes.map((schedules) => schedules.runDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const queued = await jobs.list({ kind: 'refresh' });
    expect(queued).toHaveLength(1);
    expect((await jobs.get(queued[0]!.id))?.payload).toEqual({ limit: 50 });
    const after = await processes[1]!.get('nightly');
    expect(after).toMatchObject({ lastJobId: queued[0]?.id, nextRunAt: '2026-03-09T02:00:00.000Z' });
  });

  it('disables and re-times a schedule', async () => {
    const clock = () => new Date('2026-03-03T12:00:00Z');
    const jobs = createJobRunner({ db, log, clock });
    const schedules = createSchedules({ db, jobs, log, clock });
    schedules.define({ name: 'weekly', kind: 'refresh', defaultCron: '0 2 * * 1' });
    expect(await schedules.update('weekly', { enabled: false })).toMatchObject({
      enabled: false,
      nextRunAt: null,
    });
    const retimed = await schedules.update('weekly', {
      enabled: true,
      cron: '30 6 * * *',
      timezone: 'Europe/Paris',
    });
    expect(retimed.nextRunAt).toBe('2026-03-04T05:30:00.000Z');
    await expect(schedules.update('weekly', { cron: '99 99 * * *' })).rejects.toThrow(InvalidScheduleError);
  });
});
