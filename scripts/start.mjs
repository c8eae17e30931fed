// Starts every service of the local app on its documented port, prints the URLs, and stops them all on Ctrl-C.
// A service whose package is not built yet is reported and skipped, so the command never fails silently.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_SHOP = 'cartlift-demo.myshopify.com';
const ports = {
  gateway: 4000,
  devStore: 4100,
  shell: 8080,
  mfeCampaigns: 8081,
  mfeCartSetup: 8082,
  mfeAnalytics: 8083,
  mfeBilling: 8084,
};
const gatewayUrl = `http://localhost:${ports.gateway}`;
const devStoreUrl = `http://localhost:${ports.devStore}`;
const STATIC_SERVER = 'admin-kit/dist/server/cli.js';

/** A built admin package served by admin-kit's static server (which also proxies /gateway and serves /remotes.json). */
function adminPackage(name, dir, port, urls = []) {
  return {
    name,
    entry: STATIC_SERVER,
    args: [`${dir}/dist`, String(port)],
    requires: `${dir}/dist/index.html`,
    env: { GATEWAY_URL: gatewayUrl, THEME_EDITOR_URL: `${devStoreUrl}/__dev` },
    urls,
  };
}

/** @type {{name: string, entry: string, args?: string[], requires?: string, env: Record<string, string>, urls: string[], before?: string}[]} */
const services = [
  {
    name: 'dev-store',
    entry: 'dev-store/dist/index.js',
    // The Cartlift app embed starts on so the demo storefront shows the cart; /__dev switches it like a theme editor.
    env: { PORT: String(ports.devStore), GATEWAY_URL: gatewayUrl, APP_EMBED_ENABLED: 'true' },
    urls: [`storefront: ${devStoreUrl}/`, `dev store controls (app embed, 409 switch, orders): ${devStoreUrl}/__dev`],
  },
  {
    name: 'gateway',
    entry: 'gateway/dist/index.js',
    // Migrates the SQLite file and installs the demo shop (idempotent: existing settings and campaigns are kept).
    before: 'gateway/dist/cli/seed.js',
    env: { PORT: String(ports.gateway), LOCAL_MODE: 'true', SHOPIFY_ADMIN_URL: devStoreUrl },
    urls: [`gateway: ${gatewayUrl}/ (GraphQL at /graphql, demo shop ${DEMO_SHOP})`],
  },
  adminPackage('mfe-campaigns', 'mfe-campaigns', ports.mfeCampaigns, [`remote mfe_campaigns: http://localhost:${ports.mfeCampaigns}/remoteEntry.js`]),
  adminPackage('mfe-cart-setup', 'mfe-cart-setup', ports.mfeCartSetup, [`remote mfe_cart_setup: http://localhost:${ports.mfeCartSetup}/remoteEntry.js`]),
  adminPackage('mfe-analytics', 'mfe-analytics', ports.mfeAnalytics, [`remote mfe_analytics: http://localhost:${ports.mfeAnalytics}/remoteEntry.js`]),
  adminPackage('mfe-billing', 'mfe-billing', ports.mfeBilling, [`remote mfe_billing: http://localhost:${ports.mfeBilling}/remoteEntry.js`]),
  adminPackage('shell', 'shell', ports.shell, [`admin: http://localhost:${ports.shell}/?shop=${DEMO_SHOP}`]),
];

let stopping = false;
const running = [];
function stop(code = 0) {
  stopping = true;
  for (const r of running) r.child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const s of services) {
  const missing = [s.entry, s.requires, s.before].filter(Boolean).find((f) => !existsSync(join(root, f)));
  if (missing) {
    console.log(`start: ${s.name} is not built yet (${missing} missing); skipping it`);
    continue;
  }
  const env = { ...process.env, ...s.env };
  if (s.before) {
    const r = spawnSync(process.execPath, [s.before], { cwd: root, env, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`start: ${s.before} failed; not starting ${s.name}`);
      continue;
    }
  }
  const child = spawn(process.execPath, [s.entry, ...(s.args ?? [])], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`start: ${s.name} exited (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  running.push({ ...s, child });
}

if (running.length === 0) {
  console.log('start: nothing to run yet: no service package has been built. See the README for what exists.');
  process.exit(0);
}
console.log('\nCartlift is starting. Ctrl-C stops everything.');
for (const r of running) for (const u of r.urls) console.log(`  ${u}`);
