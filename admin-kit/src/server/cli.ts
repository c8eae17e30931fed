import path from 'node:path';
import { parseShopifyApiKey } from './appBridgeHead';
import { manifestFromEnv } from './manifestFromEnv';
import { createStaticServer } from './staticServer';

/**
 * `node admin-kit/dist/server/cli.js <dist folder> <default port>`: serves a built admin package. PORT overrides the port,
 * GATEWAY_URL is the gateway /gateway/* is proxied to (default http://localhost:4000), REMOTE_<NAME>_URL move remotes,
 * CORS_ORIGINS (comma-separated origins, e.g. the shell's for a remote) limits who may read the files cross-origin,
 * SHOPIFY_API_KEY (the app's client id) puts App Bridge first in the document's <head> when Shopify opens it embedded.
 */
function main(argv: string[]) {
  const [dir, defaultPort] = argv;
  if (!dir || !defaultPort) {
    console.error('usage: cli.js <dist folder> <default port>');
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? defaultPort);
  const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const server = createStaticServer({
    root: path.resolve(dir),
    manifest: (host) => manifestFromEnv(process.env, host),
    gatewayUpstream: process.env.GATEWAY_URL ?? 'http://localhost:4000',
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : undefined,
    shopifyApiKey: parseShopifyApiKey(process.env.SHOPIFY_API_KEY),
  });
  server.listen(port, process.env.HOST ?? '0.0.0.0', () => {
    console.log(`serving ${path.relative(process.cwd(), path.resolve(dir)) || '.'} on http://localhost:${port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main(process.argv.slice(2));
