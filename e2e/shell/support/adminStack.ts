import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '../../../admin-kit/src/remote';
import { manifestFromEnv } from '../../../admin-kit/src/server/manifestFromEnv';
import { createStaticServer } from '../../../admin-kit/src/server/staticServer';

/** The monorepo root. */
export const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The seeded demo shop. */
export const DEMO_SHOP = 'cartlift-demo.myshopify.com';

const REMOTE_DIRS: Record<RemoteName, string> = {
  mfe_campaigns: 'mfe-campaigns',
  mfe_cart_setup: 'mfe-cart-setup',
  mfe_analytics: 'mfe-analytics',
  mfe_billing: 'mfe-billing',
};

/** Everything the admin needs, running on free ports: gateway (fresh SQLite, seeded), dev store, shell, remotes. */
export interface AdminStack {
  shellUrl: string;
  adminUrl: string;
  gatewayUrl: string;
  devStoreUrl: string;
  remoteUrls: Record<RemoteName, string>;
  /** Stops one remote's server, as when its deploy is down. */
  stopRemote(name: RemoteName): Promise<void>;
  /** Brings a stopped remote back on the same URL. */
  startRemote(name: RemoteName): Promise<void>;
  /** Runs the gateway's seed CLI again on the running stack's database (e.g. `--accepted-days-ago 12`). */
  seed(args: string[]): Promise<void>;
  stop(): Promise<void>;
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Reserves a free port by listening on it; the reservation is released just before the child process binds it, so the
 * in-process servers started meanwhile (on port 0) can never be handed the same port.
 */
async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  const s = http.createServer();
  const port = await listen(s);
  return { port, release: () => close(s) };
}

/**
 * Waits until `url` answers 2xx-4xx with a body `expect` accepts, so another server on a reused port never passes. Asked
 * every 20 ms (for 20 s at most): a refused connection costs nothing, and each stack start waits on this.
 */
async function waitFor(url: string, child: ChildProcess, name: string, log: () => string, expect: (body: string) => boolean): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      http.get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve((res.statusCode ?? 500) < 500 && expect(body)));
      }).on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${name} did not answer at ${url}:\n${log()}`);
}

function startNode(name: string, entry: string, env: NodeJS.ProcessEnv) {
  const file = path.join(ROOT, entry);
  if (!fs.existsSync(file)) throw new Error(`${name} is not built: ${entry} missing (run npx tsc -b ${name})`);
  const child = spawn(process.execPath, [file], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  // A server dying mid-journey otherwise shows only as timeouts in the browser.
  child.once('exit', (code, signal) => {
    if (!stopping.has(child)) console.error(`${name} exited during the journey (${code ?? signal}):\n${output}`);
  });
  return { child, log: () => output };
}

/** Children being stopped on purpose, whose exit is expected. */
const stopping = new WeakSet<ChildProcess>();

/** Options of {@link startAdminStack}. */
export interface AdminStackOptions {
  /** Serve these remotes from another build folder (a remote built on its own, as its team deploys it). */
  remoteDist?: Partial<Record<RemoteName, string>>;
  /** Extra arguments for the gateway's seed CLI (`--charge-pending`, `--coupon CODE:PERCENT`). */
  seedArgs?: string[];
  /** Turn the app embed on in the dev store: its theme loads the gateway's /storefront/loader.js (needs the widget built). */
  storefrontEmbed?: boolean;
  /**
   * More shops the dev store serves (EXTRA_SHOP_DOMAINS), so they can install through the gateway's /auth. The
   * gateway then addresses every shop's Admin API as `{dev store}/shops/{shop}`, as Shopify's `https://{shop}`.
   */
  extraShops?: string[];
}

/** Starts the whole admin from the built packages (dist folders). */
export async function startAdminStack(options: AdminStackOptions = {}): Promise<AdminStack> {
  const distOf = (name: RemoteName) => options.remoteDist?.[name] ?? path.join(ROOT, REMOTE_DIRS[name], 'dist');
  for (const dist of [path.join(ROOT, 'shell', 'dist'), ...REMOTE_NAMES.map(distOf)]) {
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is not built (npm run build -w <package>)`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-admin-'));
  const [gatewayReservation, devStoreReservation] = [await reservePort(), await reservePort()];
  const gatewayUrl = `http://127.0.0.1:${gatewayReservation.port}`;
  const devStoreUrl = `http://127.0.0.1:${devStoreReservation.port}`;

  // The in-process servers listen first, while the children's ports are still reserved.
  const env: NodeJS.ProcessEnv = { THEME_EDITOR_URL: `${devStoreUrl}/__dev` };
  const staticServer = (root: string) =>
    createStaticServer({ root, manifest: (host) => manifestFromEnv(env, host), gatewayUpstream: gatewayUrl });
  const remoteServers = new Map<RemoteName, Server>();
  const remoteUrls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const server = staticServer(distOf(name));
    remoteUrls[name] = `http://127.0.0.1:${await listen(server)}`;
    remoteServers.set(name, server);
    env[`REMOTE_${name.toUpperCase()}_URL`] = remoteUrls[name];
  }
  const shell = staticServer(path.join(ROOT, 'shell', 'dist'));
  const shellUrl = `http://127.0.0.1:${await listen(shell)}`;

  const gatewayEnv = {
    PORT: String(gatewayReservation.port),
    HOST: '127.0.0.1',
    LOCAL_MODE: 'true',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `sqlite:${path.join(tmp, 'cartlift.sqlite')}`,
    SHOPIFY_ADMIN_URL: options.extraShops?.length ? `${devStoreUrl}/shops/{shop}` : devStoreUrl,
    PUBLIC_URL: gatewayUrl,
    // Where the gateway sends the merchant back after Shopify's charge page.
    APP_URL: shellUrl,
    UPLOAD_DIR: path.join(tmp, 'uploads'),
  };
  const seedCommand = (args: string[]) =>
    [[path.join(ROOT, 'gateway/dist/cli/seed.js'), ...args], { cwd: ROOT, env: { ...process.env, ...gatewayEnv } }] as const;
  // Asynchronous, never spawnSync: a journey's event loop blocked for the seed's seconds left a keep-alive socket the dev
  // store had closed meanwhile in fetch's pool, and the next fetch to it failed ("other side closed", billing journey
  // under load). The first seed runs beside the dev store's start (the dev store needs no database): both mostly wait
  // on disk and module loading, and one after the other they took a second or more of every stack's start.
  const runSeed = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [argv, spawnOptions] = seedCommand(args);
      const seed = spawn(process.execPath, argv, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      seed.stdout.on('data', (d: Buffer) => (output += d.toString()));
      seed.stderr.on('data', (d: Buffer) => (output += d.toString()));
      seed.once('error', reject);
      seed.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`gateway seed failed:\n${output}`))));
    });
  // The embed always loads the widget the gateway serves (storefront-cart/dist), so a journey that switches it on (or
  // storefrontEmbed, which starts with it on) sees the saved settings.
  const embed = {
    APP_EMBED_SCRIPT_URL: `${gatewayUrl}/storefront/loader.js`,
    ...(options.storefrontEmbed ? { APP_EMBED_ENABLED: 'true' } : {}),
  };
  await devStoreReservation.release();
  const devStore = startNode('dev-store', 'dev-store/dist/index.js', {
    PORT: String(devStoreReservation.port),
    GATEWAY_URL: gatewayUrl,
    ...embed,
    ...(options.extraShops?.length ? { EXTRA_SHOP_DOMAINS: options.extraShops.join(',') } : {}),
  });
  const children = [devStore.child];

  try {
    const devStoreUp = waitFor(`${devStoreUrl}/`, devStore.child, 'dev-store', devStore.log, (body) => body.includes('cartlift-demo'));
    // Awaited together below; a failure before then must not go unhandled.
    devStoreUp.catch(() => undefined);
    await runSeed(options.seedArgs ?? []);
    await gatewayReservation.release();
    const gateway = startNode('gateway', 'gateway/dist/index.js', gatewayEnv);
    children.push(gateway.child);
    await Promise.all([devStoreUp, waitFor(`${gatewayUrl}/health`, gateway.child, 'gateway', gateway.log, (body) => body === '{"ok":true}')]);
  } catch (e) {
    await gatewayReservation.release();
    for (const c of children) {
      stopping.add(c);
      c.kill('SIGTERM');
    }
    await Promise.all([...remoteServers.values(), shell].map(close));
    throw e;
  }

  return {
    shellUrl,
    adminUrl: `${shellUrl}/?shop=${DEMO_SHOP}`,
    gatewayUrl,
    devStoreUrl,
    remoteUrls,
    async stopRemote(name) {
      const server = remoteServers.get(name);
      if (server?.listening) await close(server);
    },
    async startRemote(name) {
      const server = remoteServers.get(name);
      if (server && !server.listening) await listen(server, Number(new URL(remoteUrls[name]).port));
    },
    seed: runSeed,
    async stop() {
      await Promise.all([...remoteServers.values(), shell].filter((s) => s.listening).map(close));
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null) return resolve();
              stopping.add(c);
              c.once('exit', () => resolve());
              c.kill('SIGTERM');
              setTimeout(() => c.kill('SIGKILL'), 3000).unref();
            }),
        ),
      );
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
