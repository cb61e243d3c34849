import pino, { type Logger } from 'pino';

/** Lines wait at most this long in the stdout buffer, so a quiet server's log is still current. */
const FLUSH_MS = 1000;

/**
 * The server's stdout: lines gather in a 4 KB buffer and leave in one asynchronous write, instead of one write
 * (a system call) per request line, which cost about as much as the rest of a cheap request. A timer sends a
 * partial buffer within a second; pino flushes what is left when the process exits, fatal errors included.
 */
function bufferedStdout(): pino.DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // The callback form reports instead of throwing; a stream already closed at exit has nothing left to send.
  setInterval(() => stream.flush(() => {}), FLUSH_MS).unref();
  return stream;
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
