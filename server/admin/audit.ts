import { desc, eq } from 'drizzle-orm';
import type { CleanedName } from '#server/companies/catalogue/local-file.ts';
import type { Db } from '#server/db/client.ts';
import type { CurrentUser } from '#server/http/app-env.ts';
import { jobs } from '#server/jobs/schema.ts';
import type { JobState } from '../../contract/admin.ts';
import { adminAudit } from './schema.ts';

/** Who an import job's own changes are recorded under: a scheduled refresh has no admin behind it. */
const IMPORT_JOB = { id: 'system', email: 'system' };
/** Names kept per audit entry (a 5 MB file could hold tens of thousands); the total says how many there were. */
const CLEANED_NAMES_KEPT = 200;

export async function audit(
  db: Db,
  user: Pick<CurrentUser, 'id' | 'email'>,
  action: string,
  details: { jobId?: string; detail?: unknown } = {},
) {
  await db.insert(adminAudit).values({
    userId: user.id,
    userEmail: user.email,
    action,
    jobId: details.jobId ?? null,
    detail: details.detail ?? null,
  });
}

/** Newest first; an import's counts come from its job. */
export async function recentAudit(db: Db, limit = 100) {
  const rows = await db
    .select({
      id: adminAudit.id,
      userEmail: adminAudit.userEmail,
      action: adminAudit.action,
      detail: adminAudit.detail,
      jobId: adminAudit.jobId,
      createdAt: adminAudit.createdAt,
      state: jobs.state,
      total: jobs.total,
      imported: jobs.imported,
      updated: jobs.updated,
      skipped: jobs.skipped,
      errors: jobs.errors,
    })
    .from(adminAudit)
    .leftJoin(jobs, eq(jobs.id, adminAudit.jobId))
    .orderBy(desc(adminAudit.createdAt))
    .limit(limit);
  // The jobs table keeps its state as text; the runner writes only `JobState`s.
  return rows.map((row) => ({
    ...row,
    state: row.state as JobState | null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The audit detail for the company names an import changed (control characters removed). Each original is kept
 * JSON-escaped: jsonb cannot hold the U+0000 that was removed, and `JSON.parse` gives the exact original back.
 */
export function cleanedNamesDetail(cleaned: CleanedName[]) {
  if (cleaned.length === 0) return {};
  return {
    cleanedNames: cleaned.slice(0, CLEANED_NAMES_KEPT).map(({ line, ticker, original }) => ({
      line,
      ticker,
      original: JSON.stringify(original),
    })),
    cleanedNamesTotal: cleaned.length,
  };
}

/** The names an import job cleaned as it ran (SEC file, Finnhub), linked to the job whose row has its counts. */
export async function auditCleanedNames(db: Db, jobId: string, cleaned: CleanedName[]) {
  if (cleaned.length === 0) return;
  await audit(db, IMPORT_JOB, 'import:names-cleaned', { jobId, detail: cleanedNamesDetail(cleaned) });
}
