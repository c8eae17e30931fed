import http from 'http';
import { sessionToken } from './token';

/** One answer as the suite sees it: status (0 when there was none), headers, body, and how long it took. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
  ms: number;
  /** Set when no HTTP answer came: refused, reset, or the suite's timeout. */
  failure?: string;
}

/** What to send. Raw bytes go as given (malformed JSON, fake gzip); a plain value is sent as JSON. */
export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: Buffer | string;
  timeoutMs?: number;
}

/**
 * Sends one request with node's http client (fetch would refuse the malformed headers and bodies the suite sends on
 * purpose) and never throws: a missing answer comes back as status 0 with the reason.
 */
export function send(base: string, call: Call): Promise<Answer> {
  const started = performance.now();
  const url = new URL(call.path, base);
  const body =
    call.raw !== undefined
      ? Buffer.from(call.raw)
      : call.body === undefined
        ? undefined
        : Buffer.from(JSON.stringify(call.body));
  const headers: Record<string, string> = {
    ...(call.raw === undefined && call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...call.headers,
  };
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve) => {
    const done = (a: Omit<Answer, 'ms'>): void => resolve({ ...a, ms: performance.now() - started });
    const req = http.request(url, { method: call.method ?? (body ? 'POST' : 'GET'), headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        done({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on('error', (err) => done({ status: 0, headers: {}, text: '', json: undefined, failure: err.message }));
    });
    req.setTimeout(call.timeoutMs ?? 15_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => done({ status: 0, headers: {}, text: '', json: undefined, failure: err.message }));
    req.end(body);
  });
}

/** An admin client for shop that signs a fresh session token before the one-minute lifetime runs out. */
export function adminClient(
  base: string,
  shop = 'cartlift-demo.myshopify.com',
  secret = 'cartlift-local-secret',
): {
  gql(query: string, variables?: Record<string, unknown>, timeoutMs?: number): Promise<Answer>;
  bearer(): Promise<string>;
} {
  let token = '';
  let signedAt = 0;
  const bearer = async (): Promise<string> => {
    if (Date.now() - signedAt > 30_000) {
      token = await sessionToken(shop, secret);
      signedAt = Date.now();
    }
    return token;
  };
  return {
    bearer,
    gql: async (query, variables, timeoutMs) =>
      send(base, {
        path: '/graphql',
        headers: { authorization: `Bearer ${await bearer()}` },
        body: { query, variables },
        timeoutMs,
      }),
  };
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
  data?: Record<string, unknown> | null;
}

/**
 * A clear refusal: a 4xx with a JSON {error: {code, message}}, or a GraphQL answer whose every error has a message and
 * a client code (not INTERNAL) and whose fields are all null. A 2xx success, a 5xx, an empty or non-JSON body are not.
 */
export function isClearRefusal(a: Answer): boolean {
  const body = a.json as ErrorBody | undefined;
  if (!body || typeof body !== 'object') return false;
  if (a.status >= 400 && a.status < 500) {
    if (body.error)
      return typeof body.error.message === 'string' && body.error.message !== '' && typeof body.error.code === 'string';
    return (
      Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every((e) => typeof e.message === 'string')
    );
  }
  if (a.status === 200 && Array.isArray(body.errors) && body.errors.length > 0) {
    const allNull = !body.data || Object.values(body.data).every((v) => v === null);
    return (
      allNull &&
      body.errors.every(
        (e) =>
          typeof e.message === 'string' && typeof e.extensions?.code === 'string' && e.extensions.code !== 'INTERNAL',
      )
    );
  }
  return false;
}
