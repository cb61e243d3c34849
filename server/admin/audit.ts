import { desc, eq } from 'drizzle-orm';
import type { JobState } from '../../contract/admin.ts';
import type { CurrentUser } from '../accounts/require-user.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../jobs/schema.ts';
import { adminAudit } from './schema.ts';

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
