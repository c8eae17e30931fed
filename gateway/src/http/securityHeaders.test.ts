import { IncomingMessage, ServerResponse } from 'http';
import { Socket } from 'net';
import type { Request, RequestHandler, Response } from 'express';
import { securityHeaders, securityHeadersByHelmet } from './securityHeaders';

/** The headers one middleware writes for a request with the given query (as Express parsed it). */
function headersOf(handler: RequestHandler, query: Record<string, unknown>): Record<string, unknown> {
  const req = Object.assign(new IncomingMessage(new Socket()), { query }) as unknown as Request;
  const res = new ServerResponse(req) as unknown as Response;
  let ran = false;
  handler(req, res, () => {
    ran = true;
  });
  expect(ran).toBe(true);
  return res.getHeaders();
}

describe('securityHeaders', () => {
  it.each([{}, { shop: 'a-shop.myshopify.com' }, { shop: 'evil.example.com' }])(
    "writes exactly helmet's headers for %j",
    (query) => {
      const ours = headersOf(securityHeaders(), query);
      expect(ours).toEqual(headersOf(securityHeadersByHelmet(), query));
      expect(Object.keys(ours).length).toBeGreaterThan(8);
    },
  );

  it("names the request's shop in frame-ancestors", () => {
    expect(String(headersOf(securityHeaders(), { shop: 'a-shop.myshopify.com' })['content-security-policy'])).toMatch(
      /frame-ancestors https:\/\/admin\.shopify\.com https:\/\/a-shop\.myshopify\.com$/,
    );
  });

  it('keeps each shop its own policy when one middleware answers several shops in turn', () => {
    const handler = securityHeaders();
    const helmetHandler = securityHeadersByHelmet();
    const queries = [{ shop: 'a-shop.myshopify.com' }, { shop: 'b-shop.myshopify.com' }, { shop: 'evil.example.com' }, {}];
    for (const query of [...queries, ...queries.reverse()]) {
      expect(headersOf(handler, query)).toEqual(headersOf(helmetHandler, query));
    }
  });
});
