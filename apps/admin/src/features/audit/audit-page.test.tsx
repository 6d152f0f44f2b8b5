import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, exportCalls, merchantStatus, mockServer, ok, pagedList, renderApp } from '../../test/render';

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  actorType: 'operator',
  actorId: '1',
  actorName: 'admin',
  action: 'member.lock',
  targetType: 'member',
  targetId: '12',
  detail: { reason: 'Fraud, confirmed' },
  ip: '203.0.113.9',
  createdAt: '2026-01-06T00:00:00.000Z',
  ...overrides,
});

describe('audit log', () => {
  it('exports every page of the entries of the action chosen, headers in the operator language', async () => {
    // 201 entries: the export reads two pages of 200. Red when it reads only the page shown.
    const rows = Array.from({ length: 201 }, (_, i) => entry(String(900 - i)));
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/audit': pagedList(rows, { chainIntact: true, firstBrokenId: null }),
    });
    const downloads = captureDownloads();
    renderApp('/audit?action=member.lock');
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('audit.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFEntry,Time,Actor type,By,Action,Action code,Target type,Target ID,Detail,Address',
    );
    expect(file.lines[1]).toBe(
      '900,2026-01-06 08:00:00,Operator,admin,Member locked,member.lock,member,12,"{""reason"":""Fraud, confirmed""}",203.0.113.9',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/audit', ['action'])).toEqual([
      ['1', 'member.lock'],
      ['2', 'member.lock'],
    ]);
  });
});
