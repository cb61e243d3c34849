import path from 'node:path';

/** The shared real EDGAR data: `../shared/edgar` next to the checkout, or `EDGAR_REPLICA_DIR` when it is elsewhere. */
export const edgarDir = process.env.EDGAR_REPLICA_DIR
  ? path.resolve(process.env.EDGAR_REPLICA_DIR)
  : path.resolve(import.meta.dirname, '../../shared/edgar');
