/** A Google Fonts family as bundled: name, CSS generic category and upright weights. */
export type FontFamilyRow = [family: string, category: string, weights: number[]];

/** The CSS font-family stack for a chosen family (its generic category as the fallback). */
export function fontStack(family: string, category: string): string {
  const generic = category === 'handwriting' ? 'cursive' : category === 'display' ? 'sans-serif' : category;
  return `'${family.replace(/'/g, '')}', ${generic}`;
}

/** Families whose name contains every word of the query, at most `limit`, in the bundled order (well-known first). */
export function searchFamilies(rows: readonly FontFamilyRow[], query: string, limit = 50): FontFamilyRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const out: FontFamilyRow[] = [];
  for (const row of rows) {
    const name = row[0].toLowerCase();
    if (words.every((w) => name.includes(w))) out.push(row);
    if (out.length >= limit) break;
  }
  return out;
}

/** The bundled list, loaded as its own chunk the first time the picker opens (no network to a fonts service). */
export const loadFontFamilies = (): Promise<FontFamilyRow[]> =>
  import(/* webpackChunkName: "google-fonts" */ './google-fonts.json').then((m) => (m.default ?? m) as unknown as FontFamilyRow[]);
