import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { RetryableJobError } from '#server/jobs/types.ts';
import { catalogueSyncState, companies } from '../schema.ts';
import { parseEdgarProfile } from './edgar-profile.ts';
import { asJobError } from './job-pacing.ts';
import { normaliseExchange } from './sectors.ts';

export interface EdgarSyncDeps {
  database: Database;
  edgar: EdgarClient;
  clock: () => Date;
}

export const cik10 = (cik: number) => String(cik).padStart(10, '0');

/**
 * Reads one registrant's submissions (one request, at the shared EDGAR pace) and overwrites every listing of its
 * CIK. A 404 or a garbled file is that company's problem: it is marked read, with the reason returned, so a walk goes
 * on; a passing fault (throttle, outage) is thrown as retryable and leaves the company unread.
 */
export async function syncCompany(
  deps: EdgarSyncDeps,
  cik: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const now = deps.clock();
  const where = eq(companies.cik, cik10(cik));
  try {
    const profile = parseEdgarProfile(await deps.edgar.companySubmissions(cik));
    await deps.database.db
      .update(companies)
      .set({
        name: profile.name,
        industry: profile.industry,
        sector: profile.sector,
        sic: profile.sic,
        // EDGAR lists no exchange for delisted and OTC-only filers: keep what the catalogue has rather than guess.
        exchange: profile.exchange ? normaliseExchange(profile.exchange, '') : sql`${companies.exchange}`,
        stateOfIncorporation: profile.stateOfIncorporation,
        fiscalYearEnd: profile.fiscalYearEnd,
        formerNames: profile.formerNames,
        edgarSyncedAt: now,
        lastUpdated: now,
      })
      .where(where);
    return { ok: true };
  } catch (error) {
    const jobError = asJobError(error, `CIK ${cik}`);
    if (jobError instanceof RetryableJobError) throw jobError;
    await deps.database.db.update(companies).set({ edgarSyncedAt: now }).where(where);
    return { ok: false, reason: jobError.message };
  }
}

export async function readSyncState(database: Database, name: string): Promise<string | null> {
  const [row] = await database.db
    .select({ value: catalogueSyncState.value })
    .from(catalogueSyncState)
    .where(eq(catalogueSyncState.name, name));
  return row?.value ?? null;
}

export async function writeSyncState(database: Database, name: string, value: string, at: Date) {
  await database.db
    .insert(catalogueSyncState)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({ target: catalogueSyncState.name, set: { value, updatedAt: at } });
}
