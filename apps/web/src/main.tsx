import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { memberCentreLinkPage, preloadMemberCentreLink } from './app/member-centre/preload-link';
import { pageArrivalOf, preloadArrivalPage } from './app/route-chunks';
import { arrivalFiles, askForFiles } from './boot/arrival-code';
import { startLiveChannel } from './boot/live-channel';
import { loadShell } from './boot/load-shell';
import { nextTask } from './boot/next-task';
import { handOverFirstPaint } from './boot/static-paint-hand-over';
import { captureInstallPrompt } from './features/pages/install-prompt';
import { ApiError } from './shared/api/client';
import { prefetchSiteReads, preloadFirstBanner, siteKeys } from './shared/api/site-queries';
import i18n, { i18nReady } from './shared/i18n';
import './styles.css';

const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    // The server refuses player calls with these codes once the site closes (maintenance switched on,
    // or the visitor's address newly blocked): ask the permission call again so every path shows it.
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 'maintenance' || error.code === 'region_blocked')) {
        void queryClient.invalidateQueries({ queryKey: siteKeys.status });
      }
    },
  }),
});

captureInstallPrompt();
const root = document.getElementById('root');
// The evaluation of this script's modules (React's among them, and the words' set-up) is a long task of its own
// on a phone: the first reads and downloads start in the next one, not in the same (ADR 043).
await nextTask();
// A visitor who chose English or Chinese sees it from the first paint, not Malay then a switch.
await i18nReady;
// The first paint's reads and the shell's code travel together, while React renders the splash; each request
// costs the phone a few milliseconds to send, so the reads go in this task and the shell's code in the next.
prefetchSiteReads(queryClient, i18n.language);
await nextTask();
// The home page (and the dialogs opened over it) draws the banners first and largest.
if (/^\/(index|login|register|register\.html|help)?\/?$/i.test(window.location.pathname)) {
  preloadFirstBanner(queryClient, i18n.language);
}
loadShell().catch(() => {
  // Shown where the shell is rendered: a reload offer (ChunkErrorBoundary).
});
// What follows goes in tasks of its own, so the phone is not held in one long task from the script's first
// line to React's first render (ADR 043): the code of the page the address opens (a lobby's, the lottery's,
// a sign-in dialog's, a member-centre link's) is a dozen files, each a link element the main thread builds,
// one a task, while React starts; React's start registers its listeners and makes the root.
await nextTask();
const { pathname, search } = window.location;
const arrivalCode = [
  ...arrivalFiles(pageArrivalOf(pathname)),
  ...arrivalFiles(memberCentreLinkPage(search) ? 'memberCentre' : null),
];
void askForFiles(arrivalCode).then(() => {
  preloadMemberCentreLink(search);
  preloadArrivalPage(pathname, queryClient);
});
await nextTask();
if (root) {
  handOverFirstPaint(root);
  const reactRoot = createRoot(root);
  // index.html's static first paint is on screen, so React's first render is not urgent: as a transition it
  // is drawn in short slices between which the phone stays responsive, not in one long task (ADR 043).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App onShellPainted={startLiveChannel} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
