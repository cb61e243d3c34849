import fs from 'node:fs';

/**
 * The npm registry reachable here does not serve every platform build of a few packages (Biome's and Tailwind's
 * native binaries for other systems), so `npm install` leaves them out of package-lock.json and `npm ci` then
 * refuses the lock. This adds the lock entries a full registry would have written: `npm ci` skips them on this
 * platform because of their os/cpu fields, and installs them where they match. Run after `npm install`.
 */
const PLATFORM =
  /-(android|darwin|freebsd|linux|win32|wasm32)-(arm64|x64|arm|wasi)(-(musl|gnueabihf|msvc|gnu))?$/;
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (lock.packages[target]) continue;
    const match = name.match(PLATFORM);
    if (!match) continue;
    const [, os, arch, , libc] = match;
    lock.packages[target] = {
      version,
      cpu: [os === 'wasm32' ? 'wasm32' : arch],
      dev: entry.dev,
      optional: true,
      os: os === 'wasm32' ? undefined : [os],
      libc: libc === 'musl' ? ['musl'] : undefined,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);
