import { lockDataDir } from '../data-dir-lock.ts';

/** Test helper process: takes the data-folder lock given as argument, says so, and holds it until killed. */
const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-data-dir-lock.ts <dir>');
await lockDataDir(dir);
console.log('locked');
setInterval(() => {}, 60_000);
