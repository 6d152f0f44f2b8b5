import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './features/pages/install-prompt';
import { ApiError } from './shared/api/client';
import { siteKeys } from './shared/api/site-queries';
import { i18nReady } from './shared/i18n';
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
// The live channel (balance, notices) is not needed to paint the page; its code follows.
void import('./shared/realtime').then((m) => m.startRealtime());

const root = document.getElementById('root');
// A visitor who chose English or Chinese sees it from the first paint, not Malay then a switch.
await i18nReady;
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}
