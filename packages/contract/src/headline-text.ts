/**
 * The headline strip's one line of text: the brand's headlines in the operator's order. The site's marquee
 * and the server's first paint of index.html (ADR 043) both draw it, and must draw the same words in the
 * same width, or the strip would change under the player's eyes when the page takes over.
 */
export function joinHeadlines(titles: readonly string[]): string {
  return titles.join('   •   ');
}
