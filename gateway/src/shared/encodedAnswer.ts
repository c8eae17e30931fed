import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { codingsFor, type Coding } from './contentCoding';

/** Below this an answer goes as it is: a compressed copy would save little and cost a compression. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * How an answer is compressed: `kept`, the copy made once and sent from the second sending on (brotli quality 5: on a
 * lookup answer within 12 % of quality 11's size at about 1/30 of its time, measured 2026-11-27 on 19 KB of campaign
 * documents: 1,227 B in 236 µs against 1,093 B in 7.6 ms); `fast`, an answer's first sending, compressed for that
 * request only. Measured 2026-11-28 on the bench's 29,613 B answer (1,000 runs, quiet machine): brotli quality 1
 * 3,552 B in 39 µs, quality 5 2,788 B in 130 µs; gzip level 1 3,806 B in 46 µs, level 6 3,138 B in 91 µs.
 */
const LEVELS = {
  fast: { br: 1, gzip: 1 },
  kept: { br: 5, gzip: 6 },
} as const;

type Level = keyof typeof LEVELS;

const compress: Record<Coding['coding'], (body: Buffer, level: Level) => Buffer> = {
  br: (body, level) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body, level) => gzipSync(body, { level: LEVELS[level].gzip }),
};

/** What EncodedAnswer.forClient gives one client. */
export interface Sending {
  bytes: Buffer;
  coding?: Coding['coding'];
  kept: boolean;
}

/**
 * A JSON answer kept in a cache (the storefront lookup's) with its compressed copies, each made once, on demand.
 * An answer's first sending is compressed fast and the result not kept; from the second, the copy made at the better
 * level is kept and sent. An answer a process builds is often sent once (a small shop's lookup, the first after a
 * write, and every lookup of a shop no process holds): a kept copy would cost three times the CPU for a fifth fewer
 * bytes, and sending it as built (as this did until 2026-11-28) cost the shopper eight times the bytes: 29.6 KB
 * against 3.6 KB, one more round trip on a new connection, whose first window is about 14 KB. Shoppers' browsers all
 * send `br` and `gzip`.
 */
export class EncodedAnswer {
  private sent = 0;
  private readonly copies = new Map<Coding['coding'], Buffer>();

  constructor(readonly body: Buffer) {}

  /**
   * The bytes to send to a client with this Accept-Encoding, and their coding (undefined: as they are). `kept`: the
   * same bytes go to every later client with this Accept-Encoding (the body itself or the kept copy), not a first
   * sending's one-off copy.
   */
  forClient(acceptEncoding: string | string[] | undefined): Sending {
    this.sent++;
    if (this.body.length < COMPRESS_MIN_BYTES) return { bytes: this.body, kept: true };
    const coding = codingsFor(acceptEncoding)[0]?.coding;
    if (!coding) return { bytes: this.body, kept: true };
    let copy = this.copies.get(coding);
    if (!copy) {
      if (this.sent < 2) return { bytes: compress[coding](this.body, 'fast'), coding, kept: false };
      copy = compress[coding](this.body, 'kept');
      this.copies.set(coding, copy);
    }
    return { bytes: copy, coding, kept: true };
  }

  /** The bytes a kept sending in `coding` gave (the body as it is when undefined); undefined if none was made. */
  keptBytes(coding: Coding['coding'] | undefined): Buffer | undefined {
    return coding === undefined ? this.body : this.copies.get(coding);
  }
}
