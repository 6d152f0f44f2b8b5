/**
 * Text made safe for an element's content or a quoted attribute of HTML the server writes itself (the
 * static first paint, the sandbox gateway's pages): the five characters that could end the text or the
 * attribute become entities.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A picture's address escaped for a quoted `src`, or null for one that is neither same-site relative nor
 * http(s): the modules that hand addresses to the static first paint already refuse other schemes, but an
 * operator's relative address may still hold a quote or a bracket.
 */
export function pictureSource(url: string): string | null {
  const sameSite = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  if (!sameSite && !/^https?:\/\/[^/\\]/i.test(url)) return null;
  return escapeHtml(url);
}
