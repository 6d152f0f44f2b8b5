import type { TAdminFeedback } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  exportCalls,
  fail,
  merchantStatus,
  mockServer,
  ok,
  pagedList,
  renderApp,
} from '../../test/render';

const cs = { token: 'operator-token-0123456789abcdef', username: 'siti', displayName: 'Siti', role: 'cs' as const };

function feedback(over: Partial<TAdminFeedback> = {}): TAdminFeedback {
  return {
    id: '21',
    memberName: 'demo',
    type: 'deposit',
    content: 'My deposit from this morning is not in my wallet.',
    contact: '+60 123456789',
    state: 'new',
    reply: null,
    createdAt: '2026-01-01T02:00:00.000Z',
    repliedAt: null,
    repliedBy: null,
    ...over,
  };
}

const page = (items: TAdminFeedback[], waiting = 2) =>
  ok({ items, page: 1, pageSize: 50, total: items.length, waiting });

const answered = feedback({
  id: '20',
  memberName: 'ali',
  type: 'suggestion',
  content: 'More slots please',
  contact: '',
  state: 'replied',
  reply: 'Thank you, noted.',
  repliedBy: 'siti',
  repliedAt: '2026-01-02T00:00:00.000Z',
});

function server(extra: Record<string, ReturnType<typeof ok>> = {}) {
  return mockServer({
    'GET /admin/api/me': ok({ id: '4', username: 'siti', displayName: 'Siti', role: 'cs' }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/feedback': (call) =>
      call.query.get('state') === 'new'
        ? page([feedback(), feedback({ id: '22', memberName: 'ali', type: 'game', content: 'Game froze' })])
        : page([answered]),
    'GET /admin/api/feedback/20': ok(answered),
    ...extra,
  });
}

describe('the feedback inbox', () => {
  it('opens on what waits with its count, and filters by state, type and member', async () => {
    const { calls } = server();
    renderApp('/feedback', cs);
    const table = await screen.findByRole('table', { name: 'Feedback' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('2026-01-01 10:00:00');
    expect(rows[0]?.textContent).toContain('Deposit');
    expect(rows[0]?.textContent).toContain('Waiting');
    expect(screen.getByText(/2 waiting for a reply/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin/api/feedback')?.query.get('state')).toBe('new');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'all');
    await user.selectOptions(screen.getByLabelText('Question type'), 'suggestion');
    await user.type(screen.getByLabelText('Member'), 'ali');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin/api/feedback').at(-1);
      expect(last?.query.get('state')).toBeNull();
      expect(last?.query.get('type')).toBe('suggestion');
      expect(last?.query.get('member')).toBe('ali');
    });
    expect(await screen.findByText('siti')).toBeTruthy();
  });

  it('opens one and replies once; the server refusal shows as it says it', async () => {
    const { calls } = server({
      'POST /admin/api/feedback/21/reply': ok(
        feedback({
          state: 'replied',
          reply: 'It is credited now.',
          repliedBy: 'siti',
          repliedAt: '2026-01-01T03:00:00Z',
        }),
      ),
      'POST /admin/api/feedback/22/reply': fail(409, 'feedback_replied', 'This feedback has already been answered.'),
    });
    renderApp('/feedback', cs);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the feedback of demo' }));
    const drawer = await screen.findByRole('dialog', { name: 'Feedback from demo' });
    expect(within(drawer).getByText('My deposit from this morning is not in my wallet.')).toBeTruthy();
    expect(within(drawer).getByText('+60 123456789')).toBeTruthy();
    const send = within(drawer).getByRole('button', { name: 'Send reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(within(drawer).getByLabelText('Reply'), ' It is credited now. ');
    await user.click(send);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/admin/api/feedback/21/reply').map((c) => c.body)).toEqual([
        { reply: 'It is credited now.' },
      ]),
    );

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Open the feedback of ali' }));
    const other = await screen.findByRole('dialog', { name: 'Feedback from ali' });
    await user.type(within(other).getByLabelText('Reply'), 'Hello');
    await user.click(within(other).getByRole('button', { name: 'Send reply' }));
    expect(await within(other).findByText('This feedback has already been answered.')).toBeTruthy();
  });

  it('shows a replied feedback opened by its address, with who answered', async () => {
    server();
    renderApp('/feedback?feedback=20', cs);
    const drawer = await screen.findByRole('dialog', { name: 'Feedback from ali' });
    expect(within(drawer).getByText('Thank you, noted.')).toBeTruthy();
    expect(within(drawer).getByText(/Replied by siti on 2026-01-02 08:00:00/)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(within(drawer).getByText('None given')).toBeTruthy();
  });

  it('exports every page of the inbox as its filters stand, with the replies and formula-safe cells', async () => {
    // 201 feedback: the export reads two pages of 200. Red when it reads only the page shown.
    const first = { ...answered, contact: '+60 123456789' };
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => ({ ...answered, id: String(100 + i) }))];
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '4', username: 'siti', displayName: 'Siti', role: 'cs' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/feedback': pagedList(rows, { waiting: 0 }),
    });
    const downloads = captureDownloads();
    renderApp('/feedback?state=replied&type=suggestion&member=al', cs);
    await screen.findByRole('table', { name: 'Feedback' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('feedback.csv');
    expect(file.lines[0]).toBe('\uFEFFSent,Member,Question type,Feedback,Contact,State,Reply,Replied by,Replied at');
    expect(file.lines[1]).toBe(
      '2026-01-01 10:00:00,ali,Suggestion,More slots please,\'+60 123456789,Replied,"Thank you, noted.",siti,2026-01-02 08:00:00',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/feedback', ['state', 'type', 'member'])).toEqual([
      ['1', 'replied', 'suggestion', 'al'],
      ['2', 'replied', 'suggestion', 'al'],
    ]);
  });
});
