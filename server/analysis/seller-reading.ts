import {
  getCompanyDescription,
  getSellerConcepts,
  saveSellerConcepts,
} from '#server/accounts/profile-service.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { SellerReading } from '../../contract/analysis.ts';
import { concepts } from './engines/extractive/concepts.ts';
import { readConcepts } from './engines/extractive/query.ts';

/** The reading of a description, with the needs picked instead of it (ids), as the Profile page shows it. */
function sellerReadingOf(description: string, chosen: string[] | null): SellerReading {
  return {
    concepts: concepts.map(({ id, label }) => ({ id, label })),
    derived: readConcepts(description).map((c) => c.id),
    chosen,
  };
}

export async function getSellerReading(db: Db, userId: string): Promise<SellerReading> {
  const [description, chosen] = await Promise.all([
    getCompanyDescription(db, userId),
    getSellerConcepts(db, userId),
  ]);
  return sellerReadingOf(description ?? '', chosen);
}

/** Saves the needs the user picked (taxonomy order, no repeats), or null to read them from the description again. */
export async function correctSellerReading(
  db: Db,
  userId: string,
  chosen: string[] | null,
  now: Date,
): Promise<SellerReading> {
  const unknown = chosen?.filter((id) => !concepts.some((c) => c.id === id)) ?? [];
  if (unknown.length) throw AppError.badRequest(`Unknown need: ${unknown.join(', ')}`, 'VALIDATION_FAILED');
  const ordered = chosen && concepts.filter((c) => chosen.includes(c.id)).map((c) => c.id);
  await saveSellerConcepts(db, userId, ordered, now);
  return getSellerReading(db, userId);
}
