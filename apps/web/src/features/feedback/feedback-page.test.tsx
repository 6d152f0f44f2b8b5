import type { TMemberFeedback } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { FeedbackPage } from './feedback-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member: Session = {
  token: 'token-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};

const replied: TMemberFeedback = {
  id: '4',
  type: 'deposit',
  content: 'My deposit is late.',
  contact: '+60 123456789',
  state: 'replied',
  reply: 'It is credited now.',
  createdAt: '2026-11-20T02:00:00.000Z',
  repliedAt: '2026-11-20T03:00:00.000Z',
};

function serve(items: TMemberFeedback[] = [replied], contact = '+60 123456789') {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/member/feedback': () => ({ value: { items, total: items.length, page: 1, pageSize: 10, contact } }),
    'PUT /wps/feedback': (request) => {
      const body = request.body as { type: TMemberFeedback['type']; content: string; contact: string };
      const saved: TMemberFeedback = {
        ...body,
        id: `${items.length + 10}`,
        state: 'new',
        reply: null,
        createdAt: '2026-11-21T02:00:00.000Z',
        repliedAt: null,
      };
      items.unshift(saved);
      return { value: saved };
    },
  });
}

async function renderAs(session: Session | null, language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FeedbackPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('feedback page', () => {
  it('sends a type, content and the prefilled contact, and lists it with earlier replies', async () => {
    const api = serve();
    await renderAs(member);
    const form = await screen.findByRole('form', { name: 'Feedback form' });
    const contact = within(form).getByRole('textbox', { name: 'Contact (optional)' });
    expect(await screen.findByDisplayValue('+60 123456789')).toBe(contact);
    expect(await screen.findByText('It is credited now.')).toBeTruthy();
    expect(screen.getByText('Replied')).toBeTruthy();

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Question type' }), 'withdrawal');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your feedback' }), 'Withdrawal pending');
    expect(within(form).getByText('18 / 140')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('Withdrawal pending')).toBeTruthy();
    expect(api.callsTo('PUT /wps/feedback').map((c) => c.body)).toEqual([
      { type: 'withdrawal', content: 'Withdrawal pending', contact: '+60 123456789' },
    ]);
    expect(screen.getByText('Waiting for a reply')).toBeTruthy();
  });

  it('counts past 140 characters, marks the field and sends nothing', async () => {
    const api = serve([]);
    await renderAs(member);
    const form = await screen.findByRole('form', { name: 'Feedback form' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Question type' }), 'other');
    const content = within(form).getByRole('textbox', { name: 'Your feedback' });
    await userEvent.click(content);
    await userEvent.paste('x'.repeat(141));
    expect(within(form).getByText('141 / 140')).toBeTruthy();
    expect(content.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Feedback can be at most 140 characters.')).toBeTruthy();
    expect(api.callsTo('PUT /wps/feedback')).toEqual([]);
  });

  it('asks for a type first, and shows the server refusal under its field', async () => {
    const api = serve([]);
    api.on('PUT /wps/feedback', {
      status: 400,
      error: {
        code: 'invalid_input',
        message: 'Some of the information is missing or not valid.',
        details: [{ field: 'content', reason: 'too_long', message: 'Too long.' }],
      },
    });
    await renderAs(member);
    const form = await screen.findByRole('form', { name: 'Feedback form' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your feedback' }), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Choose a question type.')).toBeTruthy();
    expect(api.callsTo('PUT /wps/feedback')).toEqual([]);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Question type' }), 'game');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Some of the information is missing or not valid.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Your feedback' }).getAttribute('aria-describedby')).toMatch(
      /content-error/,
    );
  });

  it('asks a visitor to log in, in Malay, without asking the server for feedback', async () => {
    const api = serve();
    await renderAs(null, 'ms');
    expect(await screen.findByRole('heading', { name: 'Log masuk untuk menghantar maklum balas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log masuk' })).toBeTruthy();
    expect(api.callsTo('GET /wps/member/feedback')).toEqual([]);
  });
});
