import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, EncodedAnswer } from './encodedAnswer';

const BROWSER = 'gzip, deflate, br, zstd';
const json = Buffer.from(JSON.stringify({ campaigns: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Campaign ${i}` })) }));

describe('EncodedAnswer', () => {
  it('compresses every sending in the best accepted coding: the first for itself, from the second a copy it keeps', () => {
    const answer = new EncodedAnswer(json);
    const first = answer.forClient(BROWSER);
    expect(first.coding).toBe('br');
    expect(brotliDecompressSync(first.bytes).equals(json)).toBe(true);
    expect(first.bytes.length).toBeLessThan(json.length / 3);
    expect(first.kept).toBe(false);
    const second = answer.forClient(BROWSER);
    expect(second.coding).toBe('br');
    expect(brotliDecompressSync(second.bytes).equals(json)).toBe(true);
    expect(second.bytes).not.toBe(first.bytes);
    expect(second.bytes.length).toBeLessThanOrEqual(first.bytes.length);
    expect(second.kept).toBe(true);
  });

  it('makes each kept copy once and keeps it', () => {
    const answer = new EncodedAnswer(json);
    answer.forClient(BROWSER);
    expect(answer.keptBytes('br')).toBeUndefined();
    const second = answer.forClient(BROWSER);
    expect(answer.forClient(BROWSER).bytes).toBe(second.bytes);
    expect(answer.keptBytes('br')).toBe(second.bytes);
    expect(answer.keptBytes('gzip')).toBeUndefined();
    expect(answer.keptBytes(undefined)).toBe(answer.body);
  });

  it('compresses a first sending to a gzip-only client with gzip', () => {
    const first = new EncodedAnswer(json).forClient('gzip');
    expect(first.coding).toBe('gzip');
    expect(gunzipSync(first.bytes).equals(json)).toBe(true);
  });

  it('follows the quality values: gzip when brotli is refused or ranked lower, as it is when nothing is accepted', () => {
    const answer = new EncodedAnswer(json);
    answer.forClient(undefined);
    const gzip = answer.forClient('br;q=0, gzip');
    expect(gzip.coding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(json)).toBe(true);
    expect(answer.forClient('br;q=0.5, gzip;q=0.9').coding).toBe('gzip');
    expect(answer.forClient('*').coding).toBe('br');
    expect(answer.forClient('identity')).toEqual({ bytes: json, kept: true });
    expect(answer.forClient(undefined)).toEqual({ bytes: json, kept: true });
    expect(answer.forClient('deflate, zstd')).toEqual({ bytes: json, kept: true });
  });

  it('never compresses a small answer', () => {
    const small = Buffer.from(JSON.stringify({ campaigns: [], pad: 'x'.repeat(COMPRESS_MIN_BYTES - 40) }));
    expect(small.length).toBeLessThan(COMPRESS_MIN_BYTES);
    const answer = new EncodedAnswer(small);
    for (let i = 0; i < 3; i++) expect(answer.forClient(BROWSER)).toEqual({ bytes: small, kept: true });
  });
});
