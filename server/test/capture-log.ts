import { Writable } from 'node:stream';
import pino from 'pino';

/** Every JSON log line the app wrote, to check what it says (and what it never says: secrets). */
export function captureLog(level: pino.Level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: pino({ level }, stream) };
}
