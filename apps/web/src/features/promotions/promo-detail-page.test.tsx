import type { TClaimState, TPromotionDetail } from '@gemilang/contract';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { Toaster } from '../../shared/ui/toast';
import { type FakeHandler, type FakeReply, installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { detail } from './fixtures';
import { PromoDetailPage } from './promo-detail-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;

function serve(offer: TPromotionDetail, routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    [`GET /wps/promotions/${offer.id}`]: { value: offer },
    ...routes,
  });
}

async function open(path = '/promoDetail?id=1', language: 'en' | 'ms' | 'zh' = 'en') {
  await changeLanguage(language);
  return renderAt(
    path,
    <>
      <PromoDetailPage />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </>,
  );
}

const png = (name: string, size = 8) => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('a promotion in detail', () => {
  it('writes the reward, the terms and the rules in words', async () => {
    serve(detail());
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus 100%' })).toBeTruthy();
    expect(screen.getByText('Join now')).toBeTruthy();
    expect(screen.getByText('From 2026-11-01 08:00 · ongoing')).toBeTruthy();
    const reward = screen.getByRole('region', { name: 'Reward' });
    expect(reward.textContent).toContain('100% of your first deposit up to MYR 288.00, minimum deposit MYR 30.00');
    const terms = within(screen.getByRole('region', { name: 'Terms' }))
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent ?? li.textContent);
    expect(terms).toEqual(
      expect.arrayContaining([
        'Turnover 15× (deposit + bonus) before the bonus becomes cash.',
        'Slots (House games): 100%',
        'Live casino (Provider games): 10%',
        'Mega Fortune (House games): 50%',
        'All other games: 20%',
        'Largest bet while the bonus is active: MYR 25.00.',
        'At most 10× the bonus becomes cash at the end; the rest is forfeited.',
        'The bonus lasts 14 days from when it is granted.',
      ]),
    );
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect([...rules.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Open to new members.',
      'One bonus per member.\nThe operator may end the offer at any time.',
    ]);
  });

  it('writes other rewards and terms in words: free rounds on one game, no cap, no max bet, bonus turnover', async () => {
    serve(
      detail({
        kind: 'free_rounds',
        reward: { kind: 'free_rounds', gameName: 'Lucky Koi', rounds: 20, stake: '0.50' },
        terms: {
          ...detail().terms,
          turnoverMultiple: 3,
          turnoverOf: 'bonus',
          contributions: [],
          defaultPercent: 100,
          maxBet: null,
          maxConversionMultiple: null,
          lifeDays: 1,
          onlyGame: { code: 'lucky-koi', name: 'Lucky Koi' },
        },
      }),
    );
    await open();
    const reward = await screen.findByRole('region', { name: 'Reward' });
    expect(reward.textContent).toContain('20 free rounds of MYR 0.50 on Lucky Koi');
    const terms = screen.getByRole('region', { name: 'Terms' }).textContent;
    expect(terms).toContain('Turnover 3× the bonus before it becomes cash.');
    expect(terms).toContain('Every game: 100%');
    expect(terms).toContain('The bonus can only be played on Lucky Koi.');
    expect(terms).toContain('No limit on the bet while the bonus is active.');
    expect(terms).toContain('No limit on what becomes cash at the end.');
    expect(terms).toContain('The bonus lasts 1 day from when it is granted.');
  });

  it('asks a visitor to sign in to claim', async () => {
    serve(detail());
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to claim' }));
    expect(getDialog().name).toBe('login');
  });

  it('claims a deposit bonus with a fresh idempotency key and shows the state it leads to', async () => {
    let state: TClaimState = 'join_now';
    const api = serve(detail(), {
      'GET /wps/promotions/1': () => ({ value: detail({ state }) }),
      'POST /wps/member/promotions/1/claim': () => {
        state = 'signed_up';
        return { value: { state, grantId: null } };
      },
    });
    setSession(member);
    await open();
    expect((await screen.findByText(/it is chosen for you on the deposit page/)).textContent).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You have signed up')).toBeTruthy();
    expect(await screen.findByText('Promotion claimed')).toBeTruthy();
    const [claim] = api.callsTo('POST /wps/member/promotions/1/claim');
    expect((claim?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
    // The offer is read as this member (its state is theirs), before the claim and after it.
    const reads = api.callsTo('GET /wps/promotions/1');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.every((read) => read.headers.Authorization === 'Bearer token-1')).toBe(true);
    expect(screen.getAllByText('Signed up').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Go to deposit' }));
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'depositv2' } });
  });

  it('shows the server refusal of a claim in words', async () => {
    serve(detail({ kind: 'fixed_credit', reward: { kind: 'fixed_credit', amount: '18.00' } }), {
      'POST /wps/member/promotions/1/claim': {
        status: 422,
        error: { code: 'promotion_budget_spent', message: 'This promotion has been fully claimed.' },
      },
    });
    setSession(member);
    await open();
    expect((await screen.findByRole('region', { name: 'Reward' })).textContent).toContain('A bonus of MYR 18.00');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This promotion has been fully claimed.');
  });

  it.each([
    ['applying', 'Your application is being reviewed'],
    ['coming_soon', 'It starts 2026-11-01 08:00. Come back then to claim it.'],
    ['registration_closed', 'The claim period of this promotion is over.'],
  ] as const)('explains the %s state with nothing to press', async (state, words) => {
    serve(detail({ state }));
    setSession(member);
    await open();
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })?.hasAttribute('disabled') ?? true).toBe(true);
  });

  it('names the rule that keeps a member out, and links a running bonus to bonus details', async () => {
    serve(detail({ state: 'application_prohibited', refusal: 'vip_level' }));
    setSession(member);
    await open();
    expect(await screen.findByText('It is for members of a higher VIP level.')).toBeTruthy();
    cleanup();
    serve(detail({ state: 'in_progress' }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Bonus details' }));
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'bonusDetails' } });
  });

  it('shows a clear not-found state for an unknown or malformed id, with a way back to the hall', async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/promotions/99': {
        status: 404,
        error: { code: 'promotion_unknown', message: 'This promotion does not exist.' },
      },
    });
    await open('/promoDetail?id=99');
    expect(await screen.findByRole('heading', { level: 1, name: 'This promotion is not available' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'All promotions' })[0]?.getAttribute('href')).toBe('/promotions');
    cleanup();
    await open('/promoDetail?id=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'This promotion is not available' })).toBeTruthy();
    expect(api.callsTo('GET /wps/promotions/abc')).toHaveLength(0);
  });
});

describe('the application form', () => {
  const application = () =>
    detail({ kind: 'application', reward: { kind: 'application', amount: '50.00' }, title: 'Big win story' });

  it('refuses a fourth image, a file over 5 MB, a file that is not png or jpg, and a comment of 141 characters', async () => {
    const api = serve(application());
    setSession(member);
    await open();
    const user = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'Application' });
    expect(screen.getByRole('region', { name: 'Reward' }).textContent).toContain(
      'A bonus of MYR 50.00 when your application is approved',
    );
    const input = within(form).getByLabelText('Add images');

    await user.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(within(form).getByRole('alert').textContent).toBe('big.png is larger than 5 MB.');
    await user.upload(input, new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' }));
    expect(within(form).getByRole('alert').textContent).toBe('drawing.svg is not a PNG or JPG image.');

    await user.upload(input, [png('a.png'), png('b.png')]);
    await user.upload(input, png('c.jpg'));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByText('Add image (3/3)')).toBeTruthy();
    await user.upload(input, png('d.png'));
    expect(within(form).getByRole('alert').textContent).toBe('You can add at most 3 images.');
    expect(within(form).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);

    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(within(form).getByText('141/140')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('The comment may have at most 140 characters.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/uploads')).toHaveLength(0);
    expect(api.callsTo('POST /wps/member/promotions/1/apply')).toHaveLength(0);
  });

  it('uploads each image first, then applies with the comment and the upload ids', async () => {
    let uploads = 0;
    const api = serve(application(), {
      'POST /wps/member/uploads': () => {
        uploads += 1;
        return { value: { id: String(900 + uploads), url: `/wps/member/uploads/${900 + uploads}`, size: 8 } };
      },
      'POST /wps/member/promotions/1/apply': { value: { state: 'applying', grantId: null } },
    });
    setSession(member);
    await open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Application' });
    await user.upload(within(form).getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    await user.click(within(form).getByRole('button', { name: 'Remove a.png' }));
    await user.upload(within(form).getByLabelText('Add images'), png('c.png'));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), '  I won 5,000 on Lucky Koi!  ');
    expect(within(form).getByText('29/140')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/uploads')).toHaveLength(2);
    expect(api.callsTo('POST /wps/member/promotions/1/apply')[0]?.body).toEqual({
      comment: 'I won 5,000 on Lucky Koi!',
      imageIds: ['901', '902'],
    });
  });

  it('shows the server refusal of an image under the images, in the member language', async () => {
    serve(application(), {
      'POST /wps/member/uploads': { value: { id: '901', url: '/wps/member/uploads/901', size: 8 } },
      'POST /wps/member/promotions/1/apply': {
        status: 400,
        error: { code: 'promotion_image_invalid', message: '图片必须是 PNG 或 JPG，且不超过 5 MB。' },
      },
    });
    setSession(member);
    await open('/promoDetail?id=1', 'zh');
    const form = await screen.findByRole('form', { name: '申请' });
    await userEvent.upload(within(form).getByLabelText('添加图片'), png('a.png'));
    await userEvent.type(within(form).getByRole('textbox', { name: '备注' }), '中奖了');
    await userEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('图片必须是 PNG 或 JPG，且不超过 5 MB。');
  });

  it('tells a member whose application waits that it is being reviewed', async () => {
    serve(
      detail({
        kind: 'application',
        state: 'applying',
        reward: { kind: 'application', amount: '50.00' },
        application: { state: 'pending', reason: '', createdAt: '2026-11-22T02:00:00.000Z' },
      }),
    );
    setSession(member);
    await open();
    expect(await screen.findByText('Your application is being reviewed')).toBeTruthy();
    expect(screen.getByText('Sent 2026-11-22 10:00. We will send you a message when it is decided.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Application' })).toBeNull();
  });
});
