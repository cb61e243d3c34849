import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const written: string[] = [];

/** Writes a probe file inside the tree (so biome.json's overrides for that folder apply) and removes it after. */
function probe(relativePath: string, source: string): string {
  const file = path.join(root, relativePath);
  fs.writeFileSync(file, source);
  written.push(file);
  return relativePath;
}

async function lint(...files: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--max-diagnostics=50', ...files], { cwd: root });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
}

afterEach(() => {
  for (const file of written.splice(0)) fs.rmSync(file, { force: true });
});

// Each case runs biome over the probe files; under a loaded machine one run can take tens of seconds.
describe('feature boundaries are enforced by `npm run lint` (docs/architecture.md#feature-boundaries)', {
  timeout: 90_000,
}, () => {
  it('rejects a web feature importing a file inside another feature', async () => {
    const file = probe(
      `web/src/features/public/lint-probe-${process.pid}.ts`,
      "export { useAuth } from '@/features/accounts/auth/use-auth';\n",
    );
    const { ok, output } = await lint(file);
    expect(ok).toBe(false);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('only through its public module');
  });

  it("accepts the same import through the feature's public module", async () => {
    const file = probe(
      `web/src/features/public/lint-probe-${process.pid}.ts`,
      "export { useAuth } from '@/features/accounts/auth-context';\n",
    );
    expect(await lint(file)).toMatchObject({ ok: true });
  });

  it("rejects a server feature reading another feature's table", async () => {
    const file = probe(
      `server/analysis/lint-probe-${process.pid}.ts`,
      "export { profiles } from '../accounts/schema.ts';\n",
    );
    const { ok, output } = await lint(file);
    expect(ok).toBe(false);
    expect(output).toContain('lint/style/noRestrictedImports');
  });

  it("rejects the same reach through the #server alias, and accepts the feature's public module", async () => {
    const inside = probe(
      `server/analysis/lint-probe-alias-${process.pid}.ts`,
      "export { profiles } from '#server/accounts/schema.ts';\n",
    );
    const { ok, output } = await lint(inside);
    expect(ok).toBe(false);
    expect(output).toContain('lint/style/noRestrictedImports');
    const publicModule = probe(
      `server/analysis/lint-probe-alias-ok-${process.pid}.ts`,
      "export { accountsModule } from '#server/accounts/index.ts';\n",
    );
    expect(await lint(publicModule)).toMatchObject({ ok: true });
  });

  it('rejects an import cycle', async () => {
    const a = probe(
      `server/analysis/lint-probe-a-${process.pid}.ts`,
      `import { b } from './lint-probe-b-${process.pid}.ts';\nexport const a = () => b;\n`,
    );
    const b = probe(
      `server/analysis/lint-probe-b-${process.pid}.ts`,
      `import { a } from './lint-probe-a-${process.pid}.ts';\nexport const b = () => a;\n`,
    );
    const { ok, output } = await lint(a, b);
    expect(ok).toBe(false);
    expect(output).toContain('lint/suspicious/noImportCycles');
  });

  it('rejects shared infrastructure importing a feature', async () => {
    const file = probe(
      `server/http/lint-probe-${process.pid}.ts`,
      "export { requireUser } from '../accounts/require-user.ts';\n",
    );
    const { ok, output } = await lint(file);
    expect(ok).toBe(false);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('never imports a feature');
  });

  it('rejects an import cycle made of type-only imports', async () => {
    const a = probe(
      `server/analysis/lint-probe-ta-${process.pid}.ts`,
      `import type { B } from './lint-probe-tb-${process.pid}.ts';\nexport type A = { b?: B };\n`,
    );
    const b = probe(
      `server/analysis/lint-probe-tb-${process.pid}.ts`,
      `import type { A } from './lint-probe-ta-${process.pid}.ts';\nexport type B = { a?: A };\n`,
    );
    const { ok, output } = await lint(a, b);
    expect(ok).toBe(false);
    expect(output).toContain('lint/suspicious/noImportCycles');
  });
});
