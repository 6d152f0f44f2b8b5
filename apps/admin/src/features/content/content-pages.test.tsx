import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const me = { 'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Admin', role: 'admin' }) };
const words = (text: string) => ({ ms: `${text} ms`, en: text, zh: `${text} zh` });
const live = {
  id: '5',
  type: 'PL',
  title: words('Maintenance on Sunday'),
  content: words('<p>Paused.</p>'),
  imageUrl: null,
  linkUrl: null,
  sort: 1,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  state: 'live',
};

describe('content pages', () => {
  it('lists announcements with their state and ends one after confirming', async () => {
    const { calls } = mockServer({
      ...me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/content/announcements': ok({ items: [live] }),
      'POST /admin/api/content/announcements/5/end': ok({ ...live, state: 'ended' }),
    });
    renderApp('/content/announcements');
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(table.textContent).toContain('Maintenance on Sunday');
    expect(table.textContent).toContain('Player notice');
    expect(table.textContent).toContain('On show');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'End now' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Take this announcement off the site?' });
    await user.click(within(confirm).getByRole('button', { name: 'End now' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/api/content/announcements/5/end')).toBe(true);
  });

  it('lists the help topics and removes one after confirming', async () => {
    const topic = { id: '3', tag: 'deposit', title: words('How to deposit'), content: words('<p>Steps</p>'), sort: 1 };
    const { calls } = mockServer({
      ...me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/content/help': ok({ items: [topic] }),
      'DELETE /admin/api/content/help/3': ok({ ok: true }),
    });
    renderApp('/content/help');
    const table = await screen.findByRole('table', { name: 'Help centre' });
    expect(table.textContent).toContain('How to deposit');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this help topic?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/admin/api/content/help/3')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('sends a notice to a label only after confirming, with its words in three languages', async () => {
    const { calls } = mockServer({
      ...me,
      'GET /wps/system/status': ok(merchantStatus),
      'POST /admin/api/content/messages': ok({ sent: 12 }),
    });
    renderApp('/content/notices');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Notices to members' });
    await user.click(within(form).getByLabelText('Members with a label'));
    await user.type(within(form).getByLabelText('Label'), 'vip-care');
    for (const [lang, label] of [
      ['ms', 'Malay'],
      ['en', 'English'],
      ['zh', 'Chinese'],
    ] as const) {
      await user.type(within(form).getByLabelText(`Title (${label})`), `Bonus ${lang}`);
      await user.type(within(form).getByLabelText(`Text (${label})`), `Claim it ${lang}`);
    }
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this notice to many members?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 12 members.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      audience: { kind: 'label', label: 'vip-care' },
      title: { ms: 'Bonus ms', en: 'Bonus en', zh: 'Bonus zh' },
      content: { en: 'Claim it en' },
    });
  });
});
