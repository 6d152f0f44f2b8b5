import { useMediaQuery } from '../../shared/ui/use-media-query';
import { HeadlineMarquee } from './headline-marquee';
import { NavBar } from './nav-bar';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/** The header's two bars (VISUAL.md), the headline marquee under them, and the phone tab bar. */
export function Header() {
  // The nav bar is for tablets and desktops (VISUAL.md); a phone neither renders it nor reads the vendor
  // list and icons its menus hold (ADR 043). The tab bar below stands in for it there.
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <>
      <header className="sticky top-0 z-30 shadow-lg shadow-black/20">
        <TopBar />
        {wide ? <NavBar /> : null}
      </header>
      <HeadlineMarquee />
      <TabBar />
    </>
  );
}
