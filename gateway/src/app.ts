import fs from 'fs';
import cors from 'cors';
import express, { type Express } from 'express';
import { authRouter } from './auth/oauth';
import { requireSession } from './auth/requireSession';
import { createDeps, type AppDeps, type DepsOptions } from './context';
import { graphqlHandler } from './graphql/handler';
import { accessLog } from './http/accessLog';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { jsonBody } from './http/jsonBody';
import type { HotPath } from './http/server';
import { securityHeaders, storefrontHeaders } from './http/securityHeaders';
import { storefrontFiles } from './http/storefrontFiles';
import { publicRouter } from './public/router';
import { adminRestRouter } from './rest/router';
import { webhookRouter } from './webhooks/router';

/** What createApp needs; adminApi, logger and cache default to the real ones built from config. */
export type CreateAppOptions = DepsOptions;

/** The app plus the dependencies it was built with (tests reach into them). */
export interface App extends Express {
  locals: Express['locals'] & { deps: AppDeps; hotPath?: HotPath };
}

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Builds the Express app without listening. The middleware order is the security model: the public storefront API
 * (first: the hottest route, and nothing else is under /public), auth routes, webhooks on the raw body, then JSON
 * parsing and session-checked admin routes, then one error handler.
 */
export function createApp(opts: CreateAppOptions): App {
  const deps = createDeps(opts);
  const { config, logger } = deps;
  const app = express() as App;
  app.locals.deps = deps;
  app.disable('x-powered-by');
  // API answers are dynamic; hashing every body for an ETag costs more than it saves (static files keep theirs).
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  app.use(securityHeaders());
  app.use(accessLog(logger));

  // The storefront API first: its lookup is the hottest route, and no route before it serves a path under /public.
  const publicApi = publicRouter(deps);
  app.use('/public', publicApi.router);
  // The lookup answered again without Express, on the gateway's own server (http/server.ts, public/lookupReplay.ts).
  app.locals.hotPath = publicApi.lookupReplay.answer;
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/uploads', express.static(config.uploadDir, { index: false, dotfiles: 'deny', maxAge: '7d' }));
  if (fs.existsSync(config.storefrontDir)) {
    // The build's precompressed copies, chosen by Accept-Encoding; hashed chunks cached for a year (storefrontFiles.ts).
    app.use('/storefront', storefrontHeaders(config), storefrontFiles(config.storefrontDir));
  }

  app.use(authRouter(deps));
  app.use(webhookRouter(deps));

  // Admin calls carry a bearer token, never cookies: no credentials; preflights are answered 204 by cors.
  const adminOrigins = cors({
    origin: (origin, done) =>
      done(null, !!origin && (origin === config.appUrl || (config.localMode && LOCAL_ORIGIN.test(origin)))),
    methods: 'GET,POST,OPTIONS',
    allowedHeaders: 'Authorization, Content-Type',
    maxAge: 600,
  });
  const session = requireSession(deps);
  app.use('/graphql', adminOrigins, jsonBody('512kb'), session, graphqlHandler(deps));
  app.use(adminOrigins, adminRestRouter(deps, session));

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
