// Shopify's search syntax gives meaning to : " ' ( ) * \ < > = ~ ! { } [ ] ^ | and a leading -. Only letters, marks,
// digits and a few inner punctuation marks survive; everything else separates words, so no input can name a field,
// open a group or quote a phrase.
const UNSAFE = /[^\p{L}\p{M}\p{N}_.&-]+/gu;
// Uppercase OR / AND / NOT are Shopify's boolean operators; alone they are never part of a title search.
const OPERATORS = new Set(['OR', 'AND', 'NOT']);
const MAX_WORDS = 10;

/** The words of a merchant's search text that are safe to put inside a Shopify `title:*…*` term. */
export function titleSearchWords(text: string): string[] {
  return text
    .replace(UNSAFE, ' ')
    .split(' ')
    .map((w) => w.replace(/^[-.]+|[-.]+$/g, ''))
    .filter((w) => w !== '' && !OPERATORS.has(w))
    .slice(0, MAX_WORDS);
}

/**
 * A merchant's search text as a Shopify search query on titles: every word must appear in the title
 * (`title:*word* AND title:*word2*`). Undefined when nothing searchable is left (list without a filter).
 */
export function titleSearchQuery(text: string | undefined): string | undefined {
  const words = text ? titleSearchWords(text) : [];
  return words.length ? words.map((w) => `title:*${w}*`).join(' AND ') : undefined;
}
