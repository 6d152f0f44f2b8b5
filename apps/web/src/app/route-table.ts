/**
 * What frame each path of the site's route table gets: most pages have the header, footer and
 * right side bar; the points mall drops the side bar; lottery, seamless wallet and a launched game keep
 * only the header; the help content page stands alone. Unknown paths get the full frame (not-found page).
 */
export type Frame = 'full' | 'noSideBar' | 'headerOnly' | 'bare';

export interface RouteFrame {
  frame: Frame;
  /** Key in the shell catalogue for the document title. */
  title: string;
}

const frames: Record<string, RouteFrame> = {
  '/index': { frame: 'full', title: 'titles.home' },
  '/login': { frame: 'full', title: 'titles.home' },
  '/register': { frame: 'full', title: 'titles.home' },
  '/register.html': { frame: 'full', title: 'titles.home' },
  '/help': { frame: 'full', title: 'titles.help' },
  '/pointmall': { frame: 'noSideBar', title: 'titles.pointMall' },
  '/lottery': { frame: 'headerOnly', title: 'titles.lottery' },
  '/vnlottery': { frame: 'headerOnly', title: 'titles.vnlottery' },
  '/seamless': { frame: 'headerOnly', title: 'titles.seamless' },
  '/game': { frame: 'headerOnly', title: 'titles.game' },
  '/elott': { frame: 'full', title: 'titles.elott' },
  '/elott/verify': { frame: 'full', title: 'titles.verify' },
  '/rng': { frame: 'full', title: 'titles.rng' },
  '/pvp': { frame: 'full', title: 'titles.pvp' },
  '/fish': { frame: 'full', title: 'titles.fish' },
  '/live': { frame: 'full', title: 'titles.live' },
  '/sports': { frame: 'full', title: 'titles.sports' },
  '/promotions': { frame: 'full', title: 'titles.promotions' },
  '/promodetail': { frame: 'full', title: 'titles.promoDetail' },
  '/helpmc': { frame: 'bare', title: 'titles.helpmc' },
  '/down': { frame: 'full', title: 'titles.download' },
  '/download': { frame: 'full', title: 'titles.download' },
  '/join': { frame: 'full', title: 'titles.join' },
  '/feedback': { frame: 'full', title: 'titles.feedback' },
  '/reset-password': { frame: 'full', title: 'titles.resetPassword' },
};

const notFound: RouteFrame = { frame: 'full', title: 'titles.notFound' };

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

export function frameFor(pathname: string): RouteFrame {
  return frames[normalise(pathname)] ?? notFound;
}

/** The optional "logined to home page" guard: what a visitor without a session may still open. */
const openWithoutSession = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/reset-password',
]);

export function isOpenWithoutSession(pathname: string): boolean {
  return openWithoutSession.has(normalise(pathname));
}
