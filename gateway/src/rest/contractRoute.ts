import type { RestCall } from '@cartlift/domain';
import type { RequestHandler, Router } from 'express';

/**
 * Registers `handlers` on one of the admin's REST calls as the contract declares it (domain `ADMIN_REST`: its method
 * and path), so the admin's endpoints and these routes cannot drift apart; `contractRoute.test.ts` holds every call
 * of the contract to a route.
 */
export function onCall(r: Router, call: RestCall<unknown, unknown>, ...handlers: RequestHandler[]): void {
  if (call.method === 'GET') r.get(call.path, ...handlers);
  else r.post(call.path, ...handlers);
}
