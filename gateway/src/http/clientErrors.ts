import type { Server } from 'http';
import type { Duplex } from 'stream';
import { securityHeadersWithoutRequest } from './securityHeaders';

/** Errors Node's HTTP parser reports before Express sees a request, and how we answer them. */
const ANSWERS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: 'Request headers are too large',
  },
  HPE_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'TIMEOUT', message: 'Request took too long' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: 'Malformed HTTP request' };

/**
 * Node answers a request it cannot parse (headers past its limit, broken framing) itself, with an empty body. This
 * answers them like every other error, {error: {code, message}} as JSON, with helmet's headers from the same config
 * as every other answer (CSP, HSTS, nosniff, ...), then closes the connection.
 */
export function answerClientErrors(server: Server): void {
  const security = securityHeadersWithoutRequest().map(([name, value]) => `${name}: ${value}`);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const a = (err.code && ANSWERS[err.code]) || BAD_REQUEST;
    const body = JSON.stringify({ error: { code: a.code, message: a.message } });
    socket.end(
      [
        `HTTP/1.1 ${a.status} ${a.reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...security,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
