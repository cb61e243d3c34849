import { isApiError } from '@/lib/api-client';

export interface SaveManyResult {
  saved: number;
  /** The Free plan's limit stopped the run: its message, shown with an upgrade link. */
  planLimit: string | null;
  failed: number;
}

/**
 * Saves companies one by one through the ordinary save (so the Free plan's limit is the server's, as for one
 * company), stopping at the plan limit: the companies after it would be refused too.
 */
export async function saveMany(
  companyIds: readonly string[],
  save: (companyId: string) => Promise<unknown>,
): Promise<SaveManyResult> {
  const result: SaveManyResult = { saved: 0, planLimit: null, failed: 0 };
  for (const companyId of companyIds) {
    try {
      await save(companyId);
      result.saved += 1;
    } catch (error) {
      if (isApiError(error) && error.code === 'PLAN_LIMIT') {
        result.planLimit = error.message;
        break;
      }
      console.error('Saving a prospect failed', error);
      result.failed += 1;
    }
  }
  return result;
}
