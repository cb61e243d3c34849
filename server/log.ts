import pino, { type Logger } from 'pino';

/**
 * The server's stdout. Lines logged in one turn of the event loop leave together in one write when the turn ends,
 * instead of one write (a system call) per line, which under load cost about as much as the rest of a cheap request.
 * Writes are synchronous, as pino's default stdout is: nothing waits in memory beyond the current turn, and what is
 * pending when the process exits (a fatal error included) is written by the exit handler.
 */
function bufferedStdout(): pino.DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: true });
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    stdout.write(chunk);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      if (pending.push(line) === 1) setImmediate(flush);
    },
  };
}

/**
 * Structured logs; anything that could carry a secret is redacted before it is written. The server passes
 * `bufferedStdout` (see above); tests and scripts write synchronously.
 */
export function createLogger(level: string, options: { bufferedStdout?: boolean } = {}): Logger {
  const destination = options.bufferedStdout ? bufferedStdout() : undefined;
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          '*.token',
          '*.accessToken',
          '*.refreshToken',
          '*.secret',
          '*.apiKey',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination as pino.DestinationStream,
  );
}
