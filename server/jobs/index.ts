export * from './schedules.ts';
export * from './types.ts';
export { forgetUserJobs } from './user-jobs.ts';
