import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A process logging through the server's buffered stdout; resolves its output as it arrives. */
function loggingProcess(script: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from './server/log.ts';\n${script}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output: () => output, exited };
}

describe('buffered server log', () => {
  it('sends a lone line at once, while the process keeps running', async () => {
    const run = loggingProcess(
      "const log = createLogger('info', { bufferedStdout: true }); log.info('quiet line'); setTimeout(() => {}, 8000);",
    );
    try {
      const started = Date.now();
      while (!run.output().includes('quiet line') && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(run.output()).toContain('quiet line');
      expect(run.child.exitCode).toBeNull();
    } finally {
      run.child.kill('SIGTERM');
    }
  });

  it('writes what is still buffered when the process exits, a fatal line included', async () => {
    const run = loggingProcess(
      "const log = createLogger('info', { bufferedStdout: true }); for (let i = 0; i < 100; i += 1) log.info({ i }, 'line'); log.fatal('last words'); process.exit(1);",
    );
    await run.exited;
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(101);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ level: 60, msg: 'last words' });
  });
});
