import pino, { type Logger } from 'pino';

/**
 * Structured logs; anything that could carry a secret is redacted before it is written. The server writes
 * stdout asynchronously (`asyncStdout`): lines written while one write is in flight leave in the next single
 * write, instead of one blocking write per request; pino flushes what is left when the process exits.
 */
export function createLogger(level: string, options: { asyncStdout?: boolean } = {}): Logger {
  const destination = options.asyncStdout ? pino.destination({ dest: 1, sync: false }) : undefined;
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
