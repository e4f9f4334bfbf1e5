/** Words beyond these are ignored: no one types more, and each adds to the match's cost. */
export const SEARCH_MAX_WORDS = 8;

/**
 * The words of a text as the index's tokenizer (unicode61, remove_diacritics) sees them: runs of
 * letters and digits, lower case, accents removed. Each is safe to quote in an FTS5 expression.
 */
export function searchWords(text: string, maxWords = SEARCH_MAX_WORDS): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, maxWords);
}
