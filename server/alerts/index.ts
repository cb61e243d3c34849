/** The alerts feature's public module for other features: a user's alert settings and alerts, for their export. */
export { alertDataOf } from './personal-data.ts';
