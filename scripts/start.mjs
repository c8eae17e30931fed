// Starts every service of the local app on its documented port, prints the URLs, and stops them all on Ctrl-C.
// A service whose package is not built yet is reported and skipped, so the command never fails silently.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_SHOP = 'cartlift-demo.myshopify.com';
const ports = { gateway: 4000, devStore: 4100 };

/** @type {{name: string, entry: string, env: Record<string, string>, urls: string[]}[]} */
const services = [
  {
    name: 'dev-store',
    entry: 'dev-store/dist/index.js',
    env: { PORT: String(ports.devStore), GATEWAY_URL: `http://localhost:${ports.gateway}` },
    urls: [`storefront: http://localhost:${ports.devStore}/`],
  },
  {
    name: 'gateway',
    entry: 'gateway/dist/index.js',
    env: { PORT: String(ports.gateway), LOCAL_MODE: 'true', SHOPIFY_ADMIN_URL: `http://localhost:${ports.devStore}` },
    urls: [`gateway: http://localhost:${ports.gateway}/ (GraphQL at /graphql, demo shop ${DEMO_SHOP})`],
  },
];

const running = [];
for (const s of services) {
  if (!existsSync(join(root, s.entry))) {
    console.log(`start: ${s.name} is not built yet (${s.entry} missing); skipping it`);
    continue;
  }
  const child = spawn(process.execPath, [s.entry], { cwd: root, env: { ...process.env, ...s.env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`start: ${s.name} exited (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  running.push({ ...s, child });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const r of running) r.child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (running.length === 0) {
  console.log('start: nothing to run yet: no service package has been built. See the README for what exists.');
  process.exit(0);
}
console.log('\nCartlift is starting. Ctrl-C stops everything.');
for (const r of running) for (const u of r.urls) console.log(`  ${u}`);
