import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminSession,
  captureDownloads,
  exportCalls,
  merchantStatus,
  mockServer,
  ok,
  pagedList,
  renderApp,
} from '../../test/render';

const message = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  channel: 'email',
  destination: 'alice@example.com',
  subject: 'Reset your password',
  body: 'Your code is 123456',
  provider: 'dev',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('dev outbox', () => {
  it('exports every page of the channel shown, headers in the operator language', async () => {
    // 201 messages: the export reads two pages of 200. Red when it reads only the page shown.
    const rows = Array.from({ length: 201 }, (_, i) => message(String(500 - i)));
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/outbox': pagedList(rows),
    });
    const downloads = captureDownloads();
    renderApp('/outbox?channel=email', { ...adminSession, devOutbox: true });
    await screen.findByRole('table', { name: 'E-mail' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('outbox-email.csv');
    expect(file.lines[0]).toBe('\uFEFFID,Time,Channel,To,Subject,Message,Provider');
    expect(file.lines[1]).toBe(
      '500,2026-01-01 08:00:00,E-mail,alice@example.com,Reset your password,Your code is 123456,dev',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/outbox', ['channel'])).toEqual([
      ['1', 'email'],
      ['2', 'email'],
    ]);
  });
});
