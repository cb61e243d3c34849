export { createJobRunner, type JobRunnerOptions } from './job-runner.ts';
export * from './schedules.ts';
export * from './types.ts';
export { forgetUserJobs } from './user-jobs.ts';
