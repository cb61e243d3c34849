import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { alertDataOf } from '#server/alerts/index.ts';
import { analysesOf, analysisUsageOf } from '#server/analysis/index.ts';
import { subscriptionSummaryOf } from '#server/billing/index.ts';
import {
  getLists,
  type SavedCompanyRecord,
  savedCompanyRecordsOf,
  viewHistoryOf,
} from '#server/companies/index.ts';
import { crmConnectionsOf } from '#server/crm/index.ts';
import type { Db } from '#server/db/client.ts';
import { savedSearchesOf } from '#server/full-text/index.ts';
import { AppError } from '#server/http/app-error.ts';
import { briefSharesOf } from '#server/research/index.ts';
import { teamNotesOf } from '#server/teams/index.ts';
import type { dataExport } from '../../contract/account-data.ts';
import { toCsv } from './csv.ts';
import { getProfile, getSellerConcepts } from './profile-service.ts';
import { account, apiTokens, session, user } from './schema.ts';

/**
 * The user's copy of their data (GDPR art. 15 and 20), gathered from each feature through its public module.
 * Every read is by the caller's own id; what a secret protects is named, never given: API tokens by name and
 * scope (no hash, no prefix), CRM connections by account name (no tokens), the calendar feed as on or off.
 */

type DataExportReply = z.input<typeof dataExport>;

const company = ({ ticker, name, notes, savedAt }: SavedCompanyRecord) => ({ ticker, name, notes, savedAt });

/** The user's lists, oldest first (the order they made them in), each with its companies; then the rest. */
async function listsWithCompanies(db: Db, userId: string) {
  const [lists, saved] = await Promise.all([getLists(db, userId), savedCompanyRecordsOf(db, userId)]);
  const listIds = new Set(lists.map((list) => list.id));
  return {
    lists: lists.reverse().map((list) => ({
      name: list.name,
      description: list.description,
      createdAt: list.created_at,
      companies: saved.filter((row) => row.listId === list.id).map(company),
    })),
    unlisted: saved.filter((row) => row.listId === null || !listIds.has(row.listId)).map(company),
  };
}

export async function exportUserData(db: Db, userId: string, now: Date): Promise<DataExportReply> {
  const [me] = await db.select().from(user).where(eq(user.id, userId));
  if (!me) throw AppError.notFound('Account not found');
  const [
    methods,
    profile,
    lists,
    viewed,
    analyses,
    usage,
    alerts,
    tokens,
    crm,
    subscription,
    sessions,
    sellerConcepts,
    shares,
    savedSearches,
    teamNotes,
  ] = await Promise.all([
    db.select({ provider: account.providerId }).from(account).where(eq(account.userId, userId)),
    getProfile(db, userId),
    listsWithCompanies(db, userId),
    viewHistoryOf(db, userId),
    analysesOf(db, userId),
    analysisUsageOf(db, userId),
    alertDataOf(db, userId, now),
    db
      .select({
        name: apiTokens.name,
        scope: apiTokens.scope,
        createdAt: apiTokens.createdAt,
        lastUsedAt: apiTokens.lastUsedAt,
      })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(desc(apiTokens.createdAt)),
    crmConnectionsOf(db, userId),
    subscriptionSummaryOf(db, userId),
    db
      .select({
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        lastActiveAt: session.updatedAt,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    getSellerConcepts(db, userId),
    briefSharesOf(db, userId),
    savedSearchesOf(db, userId),
    teamNotesOf(db, userId),
  ]);
  return {
    format: '10kai-data-export',
    version: 1,
    exportedAt: now,
    account: {
      id: me.id,
      email: me.email,
      name: me.name,
      image: me.image,
      emailVerified: me.emailVerified,
      twoFactorEnabled: me.twoFactorEnabled,
      signInMethods: methods.map((method) => method.provider),
      createdAt: me.createdAt,
    },
    profile: profile.profile,
    notifications: profile.notifications,
    sellerConcepts,
    lists: lists.lists,
    unlistedCompanies: lists.unlisted,
    recentlyViewed: viewed,
    analyses,
    analysisUsage: usage,
    alerts,
    apiTokens: tokens,
    savedFilingSearches: savedSearches,
    teamNotes,
    briefShares: shares,
    crmConnections: crm,
    subscription,
    sessions,
  };
}

const CSV_HEADER = ['List', 'List description', 'Ticker', 'Company', 'Notes', 'Saved at'];

/** The lists as a spreadsheet: one row per saved company, an empty list as one row, companies in no list last. */
export async function listsCsv(db: Db, userId: string): Promise<string> {
  const { lists, unlisted } = await listsWithCompanies(db, userId);
  const cells = (row: ReturnType<typeof company>) => [
    row.ticker,
    row.name,
    row.notes ?? '',
    row.savedAt.toISOString(),
  ];
  const rows = [CSV_HEADER];
  for (const list of lists) {
    const head = [list.name, list.description ?? ''];
    if (list.companies.length === 0) rows.push([...head, '', '', '', '']);
    for (const row of list.companies) rows.push([...head, ...cells(row)]);
  }
  for (const row of unlisted) rows.push(['', '', ...cells(row)]);
  return toCsv(rows);
}

/** `10kai-data-2026-11-26.json`: the day of the export, for the saved file's name. */
export function exportFileName(what: 'data' | 'lists', extension: 'json' | 'csv', now: Date): string {
  return `10kai-${what}-${now.toISOString().slice(0, 10)}.${extension}`;
}
