/** Every table, for the typed Drizzle client. Each feature owns its own `schema.ts`. */
export * from '../accounts/schema.ts';
export * from '../admin/schema.ts';
export * from '../alerts/schema.ts';
export * from '../analysis/schema.ts';
export * from '../billing/schema.ts';
export * from '../companies/schema.ts';
export * from '../crm/schema.ts';
export * from '../edgar/schema.ts';
export * from '../filings/schema.ts';
export * from '../full-text/schema.ts';
export * from '../jobs/schema.ts';
export * from '../research/schema.ts';
export * from '../teams/schema.ts';
