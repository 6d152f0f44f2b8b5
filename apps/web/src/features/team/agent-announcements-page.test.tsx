import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { AgentAnnouncementsPage } from './agent-announcements-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => setSession(null));

describe("the agent centre's announcements", () => {
  it('lists what the operator tells its agents, the newest open', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/announcements': {
        value: {
          items: [
            {
              id: '2',
              title: 'Wage contracts',
              content: '<p>Offer your downline a wage.</p>',
              timestamp: '2026-11-23T10:00:00.000Z',
            },
            {
              id: '1',
              title: 'Older news',
              content: '<p>Hidden until opened.</p>',
              timestamp: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      },
    });
    await changeLanguage('en');
    setSession({ token: 'token-1', account: 'me', merchant: 'demo', isAgent: 1, customerId: '7', memberLabel: [] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AgentAnnouncementsPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeTruthy();
    expect(screen.getByText('Offer your downline a wage.')).toBeTruthy();
    const older = screen.getByText('Older news').closest('details');
    expect(older?.open).toBe(false);
  });
});
