import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { closeDialog } from '../shared/dialogs';
import { changeLanguage } from '../shared/i18n';
import { setSession } from '../shared/session';

/** Renders with a fresh query cache, in English, with no session and no dialog open. */
export async function renderPage(ui: ReactNode, language: 'ms' | 'en' | 'zh' = 'en') {
  await changeLanguage(language);
  setSession(null);
  closeDialog();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}
