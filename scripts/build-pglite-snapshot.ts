import path from 'node:path';
import { buildPgliteSnapshot, SNAPSHOT_FILE } from '../server/companies/catalogue/pglite-snapshot.ts';

/** `npm run build:snapshot`: the migrated, seeded embedded database a new data folder starts from. */
const file = path.resolve('dist', SNAPSHOT_FILE);
const bytes = await buildPgliteSnapshot(file);
console.log(`${path.relative(process.cwd(), file)}  ${(bytes / 1024).toFixed(0)} KiB`);
