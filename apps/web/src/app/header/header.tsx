import { HeadlineMarquee } from './headline-marquee';
import { NavBar } from './nav-bar';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/** The header's two bars (VISUAL.md), the headline marquee under them, and the phone tab bar. */
export function Header() {
  return (
    <>
      <header className="sticky top-0 z-30 shadow-lg shadow-black/20">
        <TopBar />
        <NavBar />
      </header>
      <HeadlineMarquee />
      <TabBar />
    </>
  );
}
