/**
 * Operator HTML (announcements, help topics, general-dialog bodies). The server sanitises it before it is
 * stored, so it is rendered as markup here; these classes give bare tags the site's typography.
 */
const richText = [
  'text-sm leading-relaxed text-ink break-words',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_h1]:my-3 [&_h1]:font-semibold [&_h1]:text-lg [&_h2]:my-3 [&_h2]:font-semibold [&_h2]:text-base',
  '[&_h3]:my-2 [&_h3]:font-semibold [&_h4]:my-2 [&_h4]:font-semibold',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1',
  '[&_a]:text-gold [&_a]:underline [&_strong]:font-semibold [&_b]:font-semibold',
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-2 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2',
].join(' ');

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML is sanitised by the server before storage.
  return <div className={`${richText} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
