import type { TSiteStatus } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { type FakeApi, installFakeApi } from '../test/fake-api';

/** The permission call's answer for an open demo site; tests override what they need. */
export function siteStatus(overrides: Partial<TSiteStatus> = {}): TSiteStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    maintenanceFrom: null,
    maintenanceUntil: null,
    maintenanceMessage: '',
    clientIp: '203.0.113.7',
    country: null,
    merchant: {
      code: 'demo',
      name: 'Gemilang',
      currency: 'MYR',
      timeZone: 'Asia/Kuala_Lumpur',
      utcOffsetMinutes: 480,
      languages: ['ms', 'en', 'zh'],
    },
    serverTime: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}

export function modules(enabled: Record<string, boolean> = {}) {
  return Object.entries(enabled).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] }));
}

export const noAnnouncements = { banners: [], player: [], promotion: [], popup: [], headline: [] };

/** A fake server for the shell: status, whitelabel, announcements and help answer; `extra` adds or overrides. */
export function fakeSite(
  status: Partial<TSiteStatus> = {},
  enabled: Record<string, boolean> = {},
  extra: Parameters<typeof installFakeApi>[0] = {},
): FakeApi {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus(status) },
    'GET /wps/system/whitelabel': { value: modules(enabled) },
    'POST /wps/relay/MCSFE_getListAnnouncements': { value: noAnnouncements },
    'GET /wps/system/helpCenter': { value: [] },
    'GET /wps/system/domainRoute': {
      value: { domainList: [], resources: [], customerService: [], imageCDNs: [], launchGameCDNs: [] },
    },
    ...extra,
  });
}

/** Shows the router's current path, so a test can see where a redirect went. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

/** Renders UI at a path with a fresh query cache (no retries, so failures show at once). */
export function renderAt(path: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * A menu's trigger once the menu's code has arrived (boot/lazy-menu.tsx asks for it on the first sign of intent:
 * here the pointer over it, as a mouse brings it), so the press the test makes opens the menu at once.
 */
export async function menuTrigger(name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    const buttons = screen.getAllByRole('button', { name });
    found = buttons.find((b) => b.dataset.state === 'closed');
    if (found) return;
    for (const button of buttons) fireEvent.pointerEnter(button);
    throw new Error(`no loaded menu trigger named ${name}`);
  });
  return found as HTMLElement;
}
