import { lazy, memo, Suspense, startTransition, useEffect, useState } from 'react';
import { whenPainted } from '../boot/after-first-paint';
import { loadShell } from '../boot/load-shell';
import { Splash } from '../boot/waiting-splash';
import { useSiteStatus, useWhitelabel } from '../shared/api/site-queries';

// Everything past the permission call loads on demand: the first script holds only what the splash needs.
const RoutedShell = lazy(() => loadShell().then((m) => ({ default: m.RoutedShell })));
const LanguageSwitcher = lazy(() =>
  import('./header/language-switcher').then((m) => ({ default: m.LanguageSwitcher })),
);

const MaintenancePage = lazy(() =>
  import('../features/site-status/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('../features/site-status/region-blocked-page').then((m) => ({ default: m.RegionBlockedPage })),
);

/**
 * Routes exist only once the permission call has answered. Maintenance and region restriction
 * take every path; otherwise the shell with its routes. The whitelabel modules are read in the same
 * breath because the optional guard decides where a visitor may go.
 */
export function Site({ onShellPainted }: { onShellPainted?: () => void } = {}) {
  const status = useSiteStatus();
  const whitelabel = useWhitelabel();

  if (status.isPending || whitelabel.isPending) return <Splash />;
  if (status.isError) return <Splash failed onRetry={() => void status.refetch()} />;
  if (status.data.maintenance) {
    return (
      <Suspense fallback={<Splash />}>
        <MaintenancePage status={status.data} onRetry={() => void status.refetch()} corner={<LanguageSwitcher />} />
      </Suspense>
    );
  }
  if (status.data.regionRestriction) {
    return (
      <Suspense fallback={<Splash />}>
        <RegionBlockedPage status={status.data} corner={<LanguageSwitcher />} />
      </Suspense>
    );
  }
  return <RevealedShell onPainted={onShellPainted} />;
}

/**
 * The shell, drawn in a transition (ADR 041): its first render (header, page, dialogs) is the largest piece
 * of work of a first visit, and React renders a transition in short slices, so the phone stays responsive
 * meanwhile instead of freezing for one long task. The splash stays until the shell is ready to show.
 * `onPainted` runs once the shell is on screen and the browser is idle (main.tsx starts the live channel).
 * Memoised: a later answer to the site's reads draws Site again, and with it would draw the whole shell.
 */
const RevealedShell = memo(function RevealedShell({ onPainted }: { onPainted?: () => void }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  useEffect(() => (shown && onPainted ? whenPainted(onPainted) : undefined), [shown, onPainted]);
  return <Suspense fallback={<Splash />}>{shown ? <RoutedShell /> : <Splash />}</Suspense>;
});
