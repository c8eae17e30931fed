import http, { type IncomingMessage, type ServerResponse } from 'http';
import type { Express } from 'express';

/**
 * Answers a request before the app when it can (the storefront lookup's replay, public/lookupReplay.ts); false leaves
 * it to the app. Its requests and responses are made with the app's prototypes, as the app's are.
 */
export type HotPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A constructor for `base`'s objects whose prototype is `prototype` from the start: a function constructor whose
 * `prototype` it is, calling `base` on the new object (Node's IncomingMessage and ServerResponse are function
 * constructors, which allow that; gateway/src/http/server.test.ts fails if a Node release makes them classes).
 * `Reflect.construct(base, args, Made)` would work for a class too, but measured slower than no change at all: a bare
 * Express route served 4,300 req/s with it against 17,000 this way and 6,000 with no change (2026-11-28).
 */
function madeWith<C extends new (...args: never[]) => object>(base: C, prototype: object): C {
  function Made(this: InstanceType<C>, ...args: ConstructorParameters<C>): void {
    Reflect.apply(base, this, args);
  }
  Made.prototype = prototype;
  // Only Node's server calls it, with `new`; none of base's static members is looked up on it.
  return Made as unknown as C;
}

/**
 * The HTTP server for an Express app (`app.listen` makes a plain one). Its requests and responses are made with the
 * app's own prototypes (`app.request`, `app.response`), so Express's first middleware, which sets exactly those
 * prototypes on every request and response (`Object.setPrototypeOf`), finds them already set and changes nothing.
 * Why: with that prototype change on every request, a bare Express route at 1,000 req/s on Node 20 grew its heap to
 * 35 MB between full collections and its young collections took 13-30 ms, which was its p99 (22-28 ms). Made with the
 * right prototype, the same route kept a 9.5 MB heap, young collections of at most 6 ms and a p99 of 6.5-9.6 ms, and
 * served about 2.2x the requests flat out (2026-11-28, open-loop client, bench/rateClient.ts; bench/RESULTS.md,
 * thirteenth series). Express sees the same objects either way.
 * The app's `locals.hotPath`, when it has one, sees each request first.
 */
export function createServer(app: Express & { locals: { hotPath?: HotPath } }): http.Server {
  const { hotPath } = app.locals;
  return http.createServer(
    {
      IncomingMessage: madeWith<typeof http.IncomingMessage>(http.IncomingMessage, app.request),
      ServerResponse: madeWith<typeof http.ServerResponse>(http.ServerResponse, app.response),
    },
    hotPath
      ? (req, res) => {
          if (!hotPath(req, res)) app(req, res);
        }
      : app,
  );
}
