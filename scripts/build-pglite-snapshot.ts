import path from 'node:path';
import { buildPgliteSnapshot } from '../server/companies/catalogue/pglite-snapshot.ts';
import { SNAPSHOT_FILE } from '../server/companies/catalogue/snapshot-file.ts';

/** `npm run build:snapshot`: the migrated, seeded embedded database a new data folder starts from. */
const file = path.resolve('dist', SNAPSHOT_FILE);
const bytes = await buildPgliteSnapshot(file);
console.log(`${path.relative(process.cwd(), file)}  ${(bytes / 1024).toFixed(0)} KiB`);
