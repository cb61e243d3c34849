/** Every table, for the typed Drizzle client. Each feature owns its own `schema.ts`. */
export * from '#server/accounts/schema.ts';
export * from '#server/admin/schema.ts';
export * from '#server/alerts/schema.ts';
export * from '#server/analysis/schema.ts';
export * from '#server/billing/schema.ts';
export * from '#server/companies/schema.ts';
export * from '#server/crm/schema.ts';
export * from '#server/edgar/schema.ts';
export * from '#server/filings/schema.ts';
export * from '#server/full-text/schema.ts';
export * from '#server/jobs/schema.ts';
export * from '#server/research/schema.ts';
export * from '#server/sales/schema.ts';
export * from '#server/teams/schema.ts';
