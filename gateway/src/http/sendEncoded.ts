import type { Request, Response } from 'express';
import type { EncodedAnswer, Sending } from '../shared/encodedAnswer';

/**
 * Sends `answer` as JSON in the coding the request accepts (Vary: Accept-Encoding, so caches keep them apart), and
 * says what was sent.
 */
export function sendEncoded(req: Request, res: Response, answer: EncodedAnswer): Sending {
  const sending = answer.forClient(req.headers['accept-encoding']);
  const { bytes, coding } = sending;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Added to CORS's Vary: Origin, as storefrontCors adds that one.
  res.vary('Accept-Encoding');
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
  return sending;
}
