import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCES } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The top-level folders a file of `dir` imports from (relative imports and the `#server/`, `@contract/` aliases). */
function importedFolders(dir: string): Set<string> {
  const folders = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(full);
        continue;
      }
      if (!/\.(ts|tsx|mjs)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const source = fs.readFileSync(full, 'utf8');
      for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
        if (specifier!.startsWith('@contract/')) folders.add('contract');
        else if (specifier!.startsWith('.')) {
          const target = path.relative(root, path.resolve(path.dirname(full), specifier!));
          if (!target.startsWith('..')) folders.add(target.split(path.sep)[0]!);
        }
      }
    }
  };
  visit(path.join(root, dir));
  return folders;
}

describe('npm start rebuilds when a source of the bundles changed', () => {
  it('watches every top-level folder the server and the web app import from', () => {
    const imported = new Set([...importedFolders('server'), ...importedFolders('web/src')]);
    for (const folder of imported) expect(SOURCES).toContain(folder);
    expect(imported).toContain('contract');
  });
});
