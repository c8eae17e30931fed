import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; access, refresh and session tokens never reach them. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
