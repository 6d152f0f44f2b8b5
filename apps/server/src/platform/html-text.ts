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
