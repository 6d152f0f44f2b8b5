import { memo, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AfterFirstPaint } from '../boot/after-first-paint';
import { useFeatureEnabled, useMerchant } from '../shared/api/site-queries';
import { useSession } from '../shared/session';
import { ChunkErrorBoundary } from '../shared/ui/chunk-error-boundary';
import { DialogHosts } from './dialog-hosts';
import { Footer } from './footer';
import { Header } from './header/header';
import { withoutMemberCentreLink } from './member-centre/link-params';
import { PageFallback } from './page-fallback';
import { RedirectKeepingQuery } from './redirect';
import { frameFor, isOpenWithoutSession } from './route-table';
import { AppRoutes } from './routes';
import { SideBar, sideBarBox } from './side-bar';

// The shell draws again whenever one of its reads answers (the session, the brand's features and name), and
// React draws a read's answer at once, in one task the phone cannot interrupt. Its parts take nothing from
// it, so they are drawn again only when their own reads or the address change, not with every answer.
const ShellHeader = memo(Header);
const ShellRoutes = memo(AppRoutes);
const ShellSideBar = memo(SideBar);
const ShellFooter = memo(Footer);
const ShellDialogs = memo(DialogHosts);

/**
 * The app shell: header, the routed page with a fade keyed on the full path, the right side
 * bar, the footer and the site-wide dialogs. Which of these a path gets comes from route-table.ts.
 */
export function Shell() {
  const location = useLocation();
  const session = useSession();
  const guardOn = useFeatureEnabled('LOGINEDTOHOME3');
  const { t } = useTranslation('shell');
  const merchant = useMerchant();
  const { frame, title } = frameFor(location.pathname);
  // The page a visitor arrives on does not fade in: it takes over from index.html's static first paint
  // (ADR 043), which would otherwise vanish and come back. Every navigation after it fades, as before.
  // A link into the member centre (`?mc=`) is not the page: once read it leaves the address, and the page
  // under the dialog stays as drawn instead of being drawn again in the middle of the load (ADR 043).
  const path = location.pathname + withoutMemberCentreLink(location.search);
  const arrival = useRef<string | null>(path);
  if (arrival.current !== path) arrival.current = null;

  useEffect(() => {
    document.title = merchant ? `${t(title)} · ${merchant.name}` : t(title);
  }, [t, title, merchant]);

  if (guardOn && !session && !isOpenWithoutSession(location.pathname)) return <RedirectKeepingQuery to="/login" />;

  const withHeader = frame !== 'bare';
  const withFooter = frame === 'full' || frame === 'noSideBar';
  const withSideBar = frame === 'full';

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]">
        {t('skipToContent')}
      </a>
      {withHeader ? <ShellHeader /> : null}
      <div
        className={`mx-auto flex w-full max-w-[1280px] flex-1 gap-6 px-3 pt-4 sm:px-4 ${withHeader && !withFooter ? 'pb-24 md:pb-8' : 'pb-8'}`}
      >
        <main id="main" className="min-w-0 flex-1">
          {/* Keyed on the full path so every navigation fades in, query included. */}
          <div key={path} className={arrival.current === null ? 'route-fade' : undefined}>
            <ChunkErrorBoundary layout="block">
              <Suspense fallback={<PageFallback />}>
                <ShellRoutes />
              </Suspense>
            </ChunkErrorBoundary>
          </div>
        </main>
        {/* The side bar and the footer come after the first paint (ADR 041); the side bar's place is
            kept meanwhile, so the page beside it does not move when it arrives. */}
        {withSideBar ? (
          <AfterFirstPaint fallback={<div aria-hidden="true" className={sideBarBox} />}>
            <ShellSideBar />
          </AfterFirstPaint>
        ) : null}
      </div>
      {withFooter ? (
        <AfterFirstPaint>
          <ShellFooter />
        </AfterFirstPaint>
      ) : null}
      <ShellDialogs popups={frame !== 'bare'} />
    </div>
  );
}
