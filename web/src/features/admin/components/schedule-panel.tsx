import { type ScheduleForm, scheduleForm } from '@contract/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { useSchedule, useUpdateSchedule } from '../api/admin-api';
import { JobSummaryTable } from './job-progress';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `m h * * d,d` ↔ days and a time; other cron patterns are shown as they are. */
export function parseCron(cron: string): { days: number[]; time: string } | null {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* ([0-6](?:,[0-6])*)$/.exec(cron.trim());
  if (!match) return null;
  return {
    days: match[3]!.split(',').map(Number),
    time: `${match[2]!.padStart(2, '0')}:${match[1]!.padStart(2, '0')}`,
  };
}

export function toCron(days: number[], time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${minutes ?? 0} ${hours ?? 0} * * ${[...days].sort().join(',')}`;
}

const formatWhen = (iso: string | null, timeZone: string) =>
  iso ? new Date(iso).toLocaleString(undefined, { timeZone, dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** Schedule Updates: the real, stored schedule that runs Update Data through the job runner. */
export function SchedulePanel() {
  const { data, isLoading } = useSchedule();
  const update = useUpdateSchedule();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useForm<ScheduleForm>({
    resolver: zodResolver(scheduleForm),
    defaultValues: { days: [1, 4], time: '02:00' },
  });
  const { reset } = form;
  const days = form.watch('days');
  const schedule = data?.schedule;

  useEffect(() => {
    const parsed = schedule ? parseCron(schedule.cron) : null;
    if (parsed) reset(parsed);
  }, [schedule, reset]);

  const save = form.handleSubmit((values) =>
    update.mutate({ cron: toCron(values.days, values.time), timezone: browserZone }),
  );

  if (isLoading || !schedule) return <p className="text-sm text-muted-foreground">Loading the schedule…</p>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule Updates</CardTitle>
        <CardDescription>
          Runs Update Data (the 50 least recently updated companies) on a schedule kept on the server, once
          even with several server processes. Default: Monday and Thursday at 2:00.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-2">
          <Switch
            id="schedule-enabled"
            checked={schedule.enabled}
            onCheckedChange={(enabled) => update.mutate({ enabled })}
          />
          <Label htmlFor="schedule-enabled">{schedule.enabled ? 'Enabled' : 'Disabled'}</Label>
        </div>
        <form className="space-y-4" onSubmit={(event) => void save(event)}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Days</legend>
            <Controller
              control={form.control}
              name="days"
              render={({ field }) => (
                <div className="flex flex-wrap gap-3">
                  {DAYS.map((day, index) => (
                    <label key={day} className="flex items-center gap-1 text-sm">
                      <input
                        type="checkbox"
                        checked={field.value.includes(index)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, index]
                              : field.value.filter((value) => value !== index),
                          )
                        }
                      />
                      {day}
                    </label>
                  ))}
                </div>
              )}
            />
          </fieldset>
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Time" className="space-y-1" error={form.formState.errors.time?.message}>
              {(control) => <Input {...control} type="time" {...form.register('time')} />}
            </Field>
            <Button type="submit" disabled={days.length === 0 || update.isPending}>
              Save schedule ({browserZone})
            </Button>
          </div>
        </form>
        {update.error ? (
          <p role="alert" className="text-sm text-red-600">
            {isApiError(update.error) ? update.error.message : 'The schedule could not be saved.'}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">Time zone</dt>
          <dd>
            {schedule.timezone}
            {schedule.timezone !== browserZone ? ` (yours: ${browserZone})` : ''}
          </dd>
          <dt className="text-muted-foreground">Pattern</dt>
          <dd className="font-mono">{schedule.cron}</dd>
          <dt className="text-muted-foreground">Next run</dt>
          <dd>{schedule.enabled ? formatWhen(schedule.nextRunAt, schedule.timezone) : 'Not scheduled'}</dd>
          <dt className="text-muted-foreground">Last run</dt>
          <dd>{formatWhen(schedule.lastRunAt, schedule.timezone)}</dd>
        </dl>
        {data.lastRun ? <JobSummaryTable job={data.lastRun} /> : null}
      </CardContent>
    </Card>
  );
}
