import { createHash } from 'crypto';
import {
  rateLimit,
  type ClientRateLimitInfo,
  type Options,
  type RateLimitRequestHandler,
  type Store,
} from 'express-rate-limit';
import type { AppDeps } from '../context';
import type { Database } from '../db/connection';
import { addHits, deleteExpiredHits, removeHit, resetHits, type HitCount } from '../db/rateLimitHits';
import type { Logger } from '../logger';

/** After a database error the store stops asking the database for this long (requests pass meanwhile). */
const BREAK_MS = 2000;

/** How one store counts. */
export interface DatabaseStoreOptions {
  db: Database;
  logger: Logger;
  /** The limiter's name: keys of different limiters never share a counter. */
  name: string;
  /**
   * 0: every request adds its hit in the database before it is decided (write paths). Above 0: hits are counted here
   * and added to the shared counter in one upsert per key every flushMs; a request is decided on the last shared total
   * read back plus the hits not yet added (read paths, which must not wait on a database write).
   */
  flushMs?: number;
  now?: () => number;
}

/**
 * An express-rate-limit Store over the gateway's own database (`rate_limit_hits`): every gateway process counts into
 * the same counter per key, so N processes still allow the limit once, not N times. A database error lets the request
 * through (fail open, logged): an outage must not turn into 429s on top of its 503s.
 */
export class DatabaseStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private brokenUntil = 0;
  private lastPrune = 0;
  /** Batched mode: hits not yet sent, hits being sent, and the last shared count read back, per (raw) key. */
  private pending = new Map<string, number>();
  private inFlight = new Map<string, number>();
  private known = new Map<string, HitCount>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly o: DatabaseStoreOptions) {
    this.prefix = `${o.name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /**
   * Batched mode only: counts the hit and answers at once (no promise, no database on this path); what
   * hotPathLimitPerMinute calls. The database's own write happens at the next flush.
   */
  countNow(key: string): ClientRateLimitInfo {
    if ((this.o.flushMs ?? 0) <= 0) throw new Error(`limiter ${this.o.name} is not batched`);
    const now = this.now();
    this.prune(now);
    return this.countLocally(key, now);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    this.prune(now);
    // Batched mode keys its local counts by the raw key and hashes at flush time: the request path stays hash-free.
    if ((this.o.flushMs ?? 0) > 0) return this.countLocally(key, now);
    const keyHash = this.hash(key);
    const uncounted = { totalHits: 1, resetTime: new Date(now + this.windowMs) };
    if (now < this.brokenUntil) return uncounted;
    try {
      const count = (await addHits(this.o.db, new Map([[keyHash, 1]]), now, this.windowMs)).get(keyHash);
      return count ? { totalHits: count.hits, resetTime: new Date(count.expiresAt) } : uncounted;
    } catch (err) {
      this.failOpen(err);
      return uncounted;
    }
  }

  async decrement(key: string): Promise<void> {
    const mine = this.pending.get(key) ?? 0;
    if (mine > 0) {
      this.pending.set(key, mine - 1);
      return;
    }
    await this.guarded(() => removeHit(this.o.db, this.hash(key), this.now()));
  }

  async resetKey(key: string): Promise<void> {
    this.pending.delete(key);
    this.known.delete(key);
    await this.guarded(() => resetHits(this.o.db, this.hash(key)));
  }

  shutdown(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Sends the hits counted here to the shared counters now (batched mode; its timer runs this every flushMs). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    this.inFlight = this.pending;
    this.pending = new Map();
    try {
      const now = this.now();
      if (now >= this.brokenUntil) {
        const keyOf = new Map([...this.inFlight.keys()].map((k) => [this.hash(k), k]));
        const hits = new Map([...keyOf].map(([h, k]) => [h, this.inFlight.get(k) ?? 0]));
        const counts = await addHits(this.o.db, hits, now, this.windowMs);
        for (const [h, c] of counts) this.known.set(keyOf.get(h) ?? h, c);
      }
    } catch (err) {
      this.failOpen(err);
    } finally {
      this.inFlight = new Map();
    }
  }

  /** Batched mode: the last shared count (if its window is still open) plus the hits this process has not sent yet. */
  private countLocally(key: string, now: number): ClientRateLimitInfo {
    const mine = (this.pending.get(key) ?? 0) + 1;
    this.pending.set(key, mine);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.o.flushMs);
      // A pending flush must not keep a process (or a test run) alive.
      this.timer.unref();
    }
    const shared = this.known.get(key);
    const open = shared !== undefined && shared.expiresAt > now;
    const totalHits = (open ? shared.hits : 0) + (this.inFlight.get(key) ?? 0) + mine;
    return { totalHits, resetTime: new Date(open ? shared.expiresAt : now + this.windowMs) };
  }

  /** Deletes ended windows at most once a window, and forgets ended counts held here. */
  private prune(now: number): void {
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    for (const [k, v] of this.known) if (v.expiresAt <= now) this.known.delete(k);
    void this.guarded(() => deleteExpiredHits(this.o.db, now));
  }

  private async guarded(fn: () => Promise<void>): Promise<void> {
    if (this.now() < this.brokenUntil) return;
    try {
      await fn();
    } catch (err) {
      this.failOpen(err);
    }
  }

  private failOpen(err: unknown): void {
    // One line per break, not one per request, while the database is away.
    this.brokenUntil = this.now() + BREAK_MS;
    this.o.logger.warn({ err, limiter: this.o.name }, 'rate-limit store unavailable: requests pass uncounted');
  }

  private hash(key: string): string {
    return createHash('sha256').update(`${this.o.name}\0${key}`).digest('hex');
  }

  private now(): number {
    return (this.o.now ?? Date.now)();
  }
}

/** A limiter's shared store on the gateway's database (batched when flushMs > 0, for read paths). */
export const sharedStore = (deps: Pick<AppDeps, 'db' | 'logger'>, name: string, flushMs = 0): DatabaseStore =>
  new DatabaseStore({ db: deps.db, logger: deps.logger, name, flushMs });

/** The body of every 429 a limiter answers. */
export const RATE_LIMITED_ANSWER = { error: { code: 'RATE_LIMITED', message: 'Too many requests' } } as const;

/**
 * The gateway's one limiter shape: `limit` requests a minute per key (at least 1, rounded up for fractions of a
 * configured limit), counted in `store`, refused with 429 `RATE_LIMITED` and the standard RateLimit headers.
 */
export const limitPerMinute = (
  limit: number,
  store: Store,
  keyGenerator: NonNullable<Partial<Options>['keyGenerator']>,
): RateLimitRequestHandler =>
  rateLimit({
    windowMs: 60_000,
    limit: Math.max(1, Math.ceil(limit)),
    keyGenerator,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: RATE_LIMITED_ANSWER,
  });
