import { execFileSync } from 'child_process';
import { readFileSync } from 'fs';
import { join, resolve } from 'path';

// Two specs share their section numbers (campaigns.md and cart-and-shop.md both have a section 7), so a section sign
// must name the file it points into (issue 23): "cart-and-shop.md \u00a77", or once before a list of that file's
// sections, "(campaigns.md \u00a72, \u00a73)". The sign is written as an escape here so that this file's own examples
// are not flagged by the scan.
const SECTION = '\u00a7';
/** A section reference: the sign (or two), then a number or a section's name ("\u00a74 Line items"). */
const REFERENCE = new RegExp(`${SECTION}${SECTION}?\\s?[0-9A-Z]`, 'y');
/** What names the source: a spec or note file, or an outside document cited by its own name. */
const SOURCE = /[\w-]+\.md\b|RFC \d+|Numerical Recipes/;
/** Where one reference ends and the next begins: brackets, table cells, a sentence's end, a blank line. */
const BOUNDARY = /[()[\]|]|\.\s|\n\s*\n/g;
/** How far back a reference's source may be named (a list of sections, a wrapped comment line). */
const LOOKBACK = 400;
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md)$/;

/** Offsets of the section signs in `text` whose reference names no source. */
function bareReferences(text: string): number[] {
  const bare: number[] = [];
  for (let at = text.indexOf(SECTION); at >= 0; at = text.indexOf(SECTION, at + 1)) {
    REFERENCE.lastIndex = at;
    if (text[at - 1] === SECTION || !REFERENCE.test(text)) continue;
    const before = text.slice(Math.max(0, at - LOOKBACK), at);
    const boundaries = [...before.matchAll(BOUNDARY)];
    const last = boundaries[boundaries.length - 1];
    const reference = last === undefined ? before : before.slice((last.index ?? 0) + last[0].length);
    if (!SOURCE.test(reference)) bare.push(at);
  }
  return bare;
}

describe('section references name their spec file (issue 23)', () => {
  // "~" stands for the sign in these examples.
  it.each([
    ["/** POST /aff/coupon's answer (~7). */", 1],
    ['// ~2/~5 checkout position', 2],
    ["describe('~4 linked settings', () => {", 1],
    ['(cart-and-shop.md ~4) and ~5 limits', 1],
    ['cart-and-shop.md ~7 answers', 0],
    ['(cart-and-shop.md ~2, ~3, ~9 terms)', 0],
    ['campaigns.md ~2/~5 rules', 0],
    ['(campaigns.md ~3 "Campaign analytics", ~7 POST /analytics/campaigns)', 0],
    ['`../shared/notes/shopify-platform.md`\n  ~4.2', 0],
    ['(cart-and-shop.md ~4 Line items)', 0],
    ['Accept-Encoding (RFC 9110 ~12.5.3)', 0],
    ['every `~` reference', 0],
  ])('%j has %i bare reference(s)', (example, count) => {
    expect(bareReferences(example.replaceAll('~', SECTION))).toHaveLength(count);
  });

  it('holds for every tracked source and markdown file', () => {
    const root = resolve(__dirname, '../..');
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => SCANNED.test(file));
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        continue; // listed in the index but deleted in the work tree
      }
      if (!text.includes(SECTION)) continue;
      for (const at of bareReferences(text)) {
        const line = text.slice(0, at).split('\n').length;
        found.push(`${file}:${line}: ${text.slice(Math.max(0, at - 30), at + 20).replace(/\s+/g, ' ')}`);
      }
    }
    expect(found).toEqual([]);
  });
});
