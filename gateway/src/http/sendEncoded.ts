import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EncodedAnswer } from '../shared/encodedAnswer';

/** Sends `answer` as JSON in the coding the request accepts (Vary: Accept-Encoding, so caches keep them apart). */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, answer: EncodedAnswer): void {
  const { bytes, coding } = answer.forClient(req.headers['accept-encoding']);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Added to what is there: CORS has already said Vary: Origin for an allowed storefront.
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
