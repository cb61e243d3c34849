import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from './schema.ts';

/**
 * A deleted user's jobs: those whose payload is the user's own (the kinds named) are deleted with their logs;
 * the rest (an import an admin ran, an alert run for everyone) stay as the record of what ran, without the user.
 */
export async function forgetUserJobs(
  db: Db,
  userId: string,
  personalKinds: readonly string[],
): Promise<void> {
  if (personalKinds.length > 0) {
    await db.delete(jobs).where(and(eq(jobs.userId, userId), inArray(jobs.kind, [...personalKinds])));
  }
  await db.update(jobs).set({ userId: null }).where(eq(jobs.userId, userId));
}
