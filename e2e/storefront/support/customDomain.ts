import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https, { type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RequestListener } from 'node:http';

/** A storefront served over https on custom host names, as a merchant's own domain is. */
export interface CustomDomain {
  /** https://<host> for each host name (no port: Chromium maps port 443 of these names to the local server). */
  origin(host: string): string;
  /** Chromium flags: the names resolve to the local server and its self-signed certificate is accepted. */
  browserArgs: string[];
  close(): Promise<void>;
}

/**
 * Serves `app` over https on an ephemeral port with a throw-away self-signed certificate (openssl) for `hosts`, and
 * gives the Chromium flags that make https://<host> (port 443) reach it: no DNS, no root, no fixed port.
 */
export async function serveOnCustomDomains(app: RequestListener, hosts: readonly string[]): Promise<CustomDomain> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-e2e-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1',
    '-subj', `/CN=${hosts[0]}`, '-addext', `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`,
  ], { stdio: 'ignore' });
  const server: Server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: (host) => `https://${host}`,
    browserArgs: [
      `--host-resolver-rules=${hosts.map((h) => `MAP ${h}:443 127.0.0.1:${port}`).join(', ')}`,
      '--ignore-certificate-errors',
    ],
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
