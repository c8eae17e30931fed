import type { RestAnswer, RestCall } from '@cartlift/domain';
import type { Request, RequestHandler, Response, Router } from 'express';

/**
 * Registers one of the admin's REST calls as the contract declares it (domain `ADMIN_REST`: its method and path), so
 * the admin's endpoints and these routes cannot drift apart: `guards` run first (the session check before any body
 * reader), then `answer`, whose value must be the call's declared answer and is sent as JSON with `status`. A refusal
 * is thrown, for the one error handler. `contractRoute.test.ts` holds every call of the contract to a route.
 */
export function onCall<C extends RestCall<unknown, unknown>>(
  r: Router,
  call: C,
  guards: readonly RequestHandler[],
  answer: (req: Request, res: Response) => Promise<RestAnswer<C>>,
  status: 200 | 201 = 200,
): void {
  const send: RequestHandler = async (req, res) => {
    const body = await answer(req, res);
    res.status(status).json(body);
  };
  if (call.method === 'GET') r.get(call.path, ...guards, send);
  else r.post(call.path, ...guards, send);
}
