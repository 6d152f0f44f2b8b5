import { getSession } from '../../shared/session';

/** The member-centre page a signed-in visitor's address opens (`?mc=<page>`, `?deposit=<id>`), or null. */
export function memberCentreLinkPage(search: string): string | null {
  const params = new URLSearchParams(search);
  const page = params.get('deposit') ? 'depositv2' : params.get('mc');
  return page && getSession() ? page : null;
}

/**
 * A signed-in visitor arriving by a link into the member centre (`?mc=<page>`, a gateway's `?deposit=<id>`):
 * the link's handler, the centre and the page are fetched at boot, beside the shell, instead of one after
 * another once the shell shows. A failure here is left to the reload offer where each one renders.
 */
export function preloadMemberCentreLink(search: string): void {
  const page = memberCentreLinkPage(search);
  if (!page) return;
  const later = () => {
    // Shown, if it still fails, where that code is rendered.
  };
  import('./member-centre-link').catch(later);
  import('./member-centre-dialog').catch(later);
  import('./pages').then((m) => m.preloadMemberCentrePage(page), later);
}
