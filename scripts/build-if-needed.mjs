import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the bundles are built from: the contract is imported by both the server and the web app. */
export const SOURCES = ['server', 'web', 'contract', 'package.json', 'package-lock.json'];
const STAMP = 'dist/.build-stamp';

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Builds the web app and the server bundle unless the last build is newer than every source file. */
export function buildIfNeeded() {
  const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestMtime));
  if (
    built &&
    built >= changed &&
    fs.existsSync('dist/server/main.js') &&
    fs.existsSync('dist/web/index.html')
  )
    return;
  console.log('Building 10Kai (web app and server)…');
  execSync('npm run build', { stdio: 'inherit' });
  fs.writeFileSync(STAMP, new Date().toISOString());
}
