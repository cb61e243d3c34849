import path from 'node:path';

/**
 * The shared real EDGAR data: `../shared/edgar` next to the checkout, or `SHARED_EDGAR_DIR` when the checkout is a
 * worktree elsewhere.
 */
export const edgarDir =
  process.env.SHARED_EDGAR_DIR ?? path.resolve(import.meta.dirname, '../../shared/edgar');
