/**
 * The address parameters that link into the member centre from outside the site: `?mc=<page id>` and a
 * payment gateway's return, `?deposit=<id>` (member-centre-link.tsx reads and removes them). They open a
 * dialog over the page; they are not part of the page. Kept apart from the link's code, which loads only
 * when an address carries one, so the shell can name them at no cost.
 */
export const memberCentreLinkParams = ['mc', 'deposit'] as const;

/**
 * `search` without the member centre's link parameters, in its own order: `?mc=withdraw&tab=2` -> `?tab=2`,
 * `?mc=withdraw` -> ``. The shell keys the page on the address with it, so removing a read link (a replace
 * of the address) does not draw the page under the dialog a second time.
 */
export function withoutMemberCentreLink(search: string): string {
  const params = new URLSearchParams(search);
  if (!memberCentreLinkParams.some((name) => params.has(name))) return search;
  for (const name of memberCentreLinkParams) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
