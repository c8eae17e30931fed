/**
 * Content codings the gateway sends (RFC 9110 §8.4), chosen from the request's Accept-Encoding: the storefront files'
 * precompressed copies (http/storefrontFiles.ts) and the storefront lookup's answers (encodedAnswer.ts).
 */

/** The compressed codings we send, in our order of preference at equal quality (brotli is smaller for the same text). */
export const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type Coding = (typeof CODINGS)[number];

/** Quality values of Accept-Encoding (RFC 9110 §12.5.3), lower-cased codings; `*` stands for any coding not named. */
export function acceptedEncodings(header: string | string[] | undefined): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return q;
}

/** The compressed codings the client takes, best first: highest quality, then our preference. */
export function codingsFor(header: string | string[] | undefined): Coding[] {
  const q = acceptedEncodings(header);
  const quality = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  return CODINGS.filter((p) => quality(p.coding) > 0).sort((a, b) => quality(b.coding) - quality(a.coding));
}
