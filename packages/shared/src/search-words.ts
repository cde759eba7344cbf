/**
 * The words of a meal search, or of a text searched: letters and digits only, lower case. The server builds its
 * prefix query from them and the web app tells from them which field a result matched by, so both split alike.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
