import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs; access, refresh and session tokens never reach them. To stdout, as pino writes by default;
 * `destination` elsewhere (the lookup bench logs as production does, into /dev/null).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gateway' },
    redact: [
      'req.headers.authorization',
      'accessToken',
      'access_token',
      '*.access_token',
      'refreshToken',
      'refresh_token',
      '*.refresh_token',
      'headers["x-shopify-access-token"]',
    ],
  };
  return destination ? pino(options, destination) : pino(options);
}
