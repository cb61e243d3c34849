import type { JobSummary } from '../api/admin-api';

function duration(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} min`;
  return `about ${Math.round(minutes / 6) / 10} h`;
}

/**
 * Rate and time left of a running job, from its start (which survives a resume, so a restart's gap lowers the rate
 * rather than hiding it). null before the first item is done, when there is nothing to extrapolate from.
 */
export function jobPace(job: JobSummary, done: number, nowMs: number): string | null {
  if (job.state !== 'running' || !job.startedAt || done <= 0 || job.total <= 0) return null;
  const seconds = (nowMs - Date.parse(job.startedAt)) / 1000;
  if (!(seconds > 0)) return null;
  const rate = done / seconds;
  const left = Math.max(0, job.total - done) / rate;
  return `${rate < 9.95 ? rate.toFixed(1) : Math.round(rate)} per second · ${duration(left)} left`;
}
