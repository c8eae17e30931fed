import { spawn, spawnSync, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

/** The repository root (this file is reliability/support/processes.ts). */
export const ROOT = path.resolve(__dirname, '..', '..');

/** Whether 127.0.0.1:`port` can be listened on right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** The first port of the kernel's ephemeral range (what `listen(0)` hands out), 32768 when it cannot be read. */
function ephemeralStart(): number {
  try {
    const start = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return start > 11_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A free port for a server this suite starts as a child process, taken below the kernel's ephemeral range. The port is
 * free when chosen and bound by the child a moment later; an ephemeral one could be handed to any `listen(0)` in that
 * moment, and in `npm test` the journeys beside this suite start dozens of such servers. Their static servers answer
 * /health with a page, so a gateway that lost its port to one looked started and the suite's first request got HTML
 * (suspected in one fresh-clone run of four at 5645473; the gateway's probe now also checks its body).
 */
export async function freePort(): Promise<number> {
  const top = ephemeralStart();
  for (let tries = 0; tries < 100; tries++) {
    const port = 10_000 + Math.floor(Math.random() * (top - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

/** A MariaDB server of our own (not systemd): a data dir of its own, one free port, stoppable and killable. */
export interface MariaDb {
  /** The port it listens on (chosen free at the first start, kept across restarts so the gateways' URL stays valid). */
  readonly port: number;
  /** mysql://… for the gateway's DATABASE_URL (a database and user made for the suite). */
  readonly url: string;
  /** Its Unix socket, where root signs in without a password (the suite's own reads). */
  readonly socket: string;
  /** Starts mariadbd and waits until it answers a ping. */
  start(): Promise<void>;
  /** Clean shutdown (mariadb-admin shutdown), waiting until the process is gone. */
  shutdown(): Promise<void>;
  /** SIGKILL: what a crash mid-write looks like. */
  kill(): Promise<void>;
  /** Runs SQL as root over the socket and returns tab-separated rows. */
  sql(statement: string): string;
}

const MARIADBD = ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'].find((p) => fs.existsSync(p)) ?? 'mariadbd';

/**
 * Where the suite's servers keep their data: the folder the jest global setup made (in memory where /dev/shm exists,
 * see reliability/support/globalSetup.ts), or reliability/.mariadb when a file runs without it.
 */
function dataRoot(): string {
  return process.env.RELIABILITY_DATA_DIR ?? path.join(ROOT, 'reliability', '.mariadb');
}

/**
 * A data directory made by one `mariadb-install-db` and copied for every server of the run: the install takes about
 * a second and a half, a copy a few milliseconds.
 */
export function initialisedDataDir(target: string): void {
  if (fs.existsSync(path.join(target, 'mysql'))) return;
  const template = path.join(dataRoot(), 'template');
  if (!fs.existsSync(path.join(template, 'mysql'))) {
    fs.rmSync(template, { recursive: true, force: true });
    fs.mkdirSync(template, { recursive: true });
    const r = spawnSync(
      'mariadb-install-db',
      ['--user=root', `--datadir=${template}`, '--auth-root-authentication-method=normal', '--skip-test-db'],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`mariadb-install-db failed: ${r.stderr}`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(template, target, { recursive: true });
}

/** Returns a MariaDB named `name` (its data in `<data root>/<name>/`); start() prepares it on first use. */
export function mariaDb(name: string, database = 'cartlift_rel'): MariaDb {
  const dir = path.join(dataRoot(), name);
  const data = path.join(dir, 'data');
  const sock = path.join(dir, 'sock');
  let proc: ChildProcess | undefined;
  let port = 0;
  const ping = (): boolean =>
    spawnSync('mariadb-admin', [`--socket=${sock}`, '-uroot', 'ping'], { stdio: 'ignore' }).status === 0;
  const sql = (statement: string): string => {
    const r = spawnSync('mariadb', [`--socket=${sock}`, '-uroot', '-N', '-B', '-e', statement], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`mariadb: ${r.stderr}`);
    return r.stdout;
  };
  const exited = (): Promise<void> =>
    new Promise((resolve) => {
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) resolve();
      else proc.once('exit', () => resolve());
    });
  const started = (): number => {
    if (!port) throw new Error(`MariaDB ${name} has not been started`);
    return port;
  };
  return {
    get port() {
      return started();
    },
    get url() {
      return `mysql://cartlift:cartlift@127.0.0.1:${started()}/${database}`;
    },
    socket: sock,
    sql,
    async start() {
      initialisedDataDir(data);
      port ||= await freePort();
      proc = spawn(
        MARIADBD,
        [
          '--user=root',
          `--datadir=${data}`,
          `--socket=${sock}`,
          `--port=${port}`,
          '--bind-address=127.0.0.1',
          `--pid-file=${path.join(dir, 'pid')}`,
          `--log-error=${path.join(dir, 'err.log')}`,
          '--skip-name-resolve',
          '--skip-log-bin',
          // The suite kills the server mid-write: keep InnoDB's durable defaults (the redo log written at every
          // commit), so an acknowledged write must survive the crash of the process. In memory (/dev/shm) the files
          // outlive the process as on disk; fsync is what they skip, which only a power cut would test.
          '--innodb-flush-log-at-trx-commit=1',
          // tmpfs has no O_DIRECT, InnoDB's default way of writing its files.
          '--innodb-flush-method=fsync',
        ],
        { stdio: 'ignore' },
      );
      await waitFor(ping, 60_000, `MariaDB ${name} on ${port}`);
      sql(`CREATE DATABASE IF NOT EXISTS ${database};
        CREATE USER IF NOT EXISTS 'cartlift'@'127.0.0.1' IDENTIFIED BY 'cartlift';
        GRANT ALL ON ${database}.* TO 'cartlift'@'127.0.0.1';`);
    },
    async shutdown() {
      spawnSync('mariadb-admin', [`--socket=${sock}`, '-uroot', 'shutdown'], { stdio: 'ignore' });
      await exited();
    },
    async kill() {
      proc?.kill('SIGKILL');
      await exited();
    },
  };
}

/** Drops and recreates the suite's database, so every run starts from the gateway's migrations. */
export function resetDatabase(db: MariaDb, database = 'cartlift_rel'): void {
  db.sql(`DROP DATABASE IF EXISTS ${database}; CREATE DATABASE ${database};`);
}

/** A child process serving HTTP on a port of its own. */
export interface Server {
  readonly url: string;
  readonly proc: ChildProcess;
  alive(): boolean;
  stop(): Promise<void>;
  /** What the process wrote to stderr (the gateway logs warnings and errors as JSON lines there and on stdout). */
  output(): string;
}

async function startNode(
  script: string,
  env: NodeJS.ProcessEnv,
  port: number,
  healthPath: string,
  healthy: (body: string) => boolean = () => true,
): Promise<Server> {
  const proc = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  let out = '';
  const keep = (b: Buffer): void => {
    out = (out + b.toString('utf8')).slice(-200_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const alive = (): boolean => proc.exitCode === null && proc.signalCode === null;
  await waitFor(
    async () => {
      if (!alive()) throw new Error(`${script} exited:\n${out.slice(-2000)}`);
      try {
        const res = await fetch(url + healthPath, { signal: AbortSignal.timeout(1000) });
        return res.ok && healthy(await res.text());
      } catch {
        return false;
      }
    },
    60_000,
    script,
  );
  return {
    url,
    proc,
    alive,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (!alive()) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** The dev store (Admin API stand-in the gateway prices checkouts with) on a free port; env as its README lists. */
export async function startDevStore(env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  return startNode(path.join(ROOT, 'dev-store', 'dist', 'index.js'), { ...env, PORT: String(port) }, port, '/__dev');
}

/** One gateway process (the built gateway/dist/index.js) on a free port, in local mode with the demo shop seeded. */
export async function startGateway(
  databaseUrl: string,
  adminUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<Server> {
  const port = await freePort();
  return startNode(
    path.join(ROOT, 'gateway', 'dist', 'index.js'),
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SHOPIFY_ADMIN_URL: adminUrl,
      LOCAL_MODE: 'true',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-rel-uploads-')),
      // The suite measures the gateway, not the per-client limiters (which would answer 429 to one load generator).
      PUBLIC_RATE_LIMIT: '100000000',
      TRACK_RATE_LIMIT: '100000000',
      ...env,
    },
    port,
    '/health',
    (body) => body === '{"ok":true}',
  );
}
