import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { lastSmsCode, merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn } from '../admin/admin-test-kit';
import { makeMember } from '../session/session-test-kit';
import { memberBankAccount } from './bank-accounts';
import { encryptedCall, memberRow, tokenFor } from './member-test-kit';

let t: TestApp;
let demoId: number;
let other: Awaited<ReturnType<typeof otherBrand>>;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
  other = await otherBrand(t);
});
afterAll(() => t.close());

let serial = 0;
/** A fresh member of the demo brand (password DEMO_PASSWORD) and a token for it. */
async function member(extra: { payeeName?: string; paymentPassword?: string; type?: number } = {}) {
  serial += 1;
  const username = `sec${serial}${randomBytes(3).toString('hex')}`;
  const id = await makeMember(t, { username, password: DEMO_PASSWORD, type: extra.type });
  await t.deps.db
    .updateTable('members')
    .set({
      payee_name: extra.payeeName ?? '',
      payment_password_hash: extra.paymentPassword ? await hashPassword(extra.paymentPassword) : null,
    })
    .where('id', '=', id)
    .execute();
  return { id, username, token: await tokenFor(t, username) };
}

const get = (url: string, token?: string, host?: string) => t.call({ method: 'GET', url, token, host });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload, language: 'en' });
const overview = async (token: string) => (await get('/wps/member/security', token)).json().value;

describe('GET /wps/member/security', () => {
  it('shows a new member a blank page: stock avatar, no contacts, no payment password, no bank accounts', async () => {
    const m = await member();
    const res = await get('/wps/member/security', m.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      account: m.username,
      nickname: '',
      payeeName: '',
      birthday: null,
      mobile: { masked: '', verified: false },
      email: { masked: '', verified: false },
      paymentPasswordSet: false,
      paymentPasswordLockedMinutes: 0,
      avatar: { avatar: '/avatars/avatar-01.svg', avatarType: 'STATIC' },
      bankAccounts: [],
      maxBankAccounts: 5,
    });
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
  });

  it('is for real members only', async () => {
    const trial = await member({ type: 4 });
    expect((await get('/wps/member/security', trial.token)).json().code).toBe('in_need_true_account');
    expect((await get('/wps/member/security')).statusCode).toBe(401);
  });

  it("does not open with a token of another brand's domain", async () => {
    const m = await member();
    const res = await get('/wps/member/security', m.token, other.host);
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /wps/member/profile', () => {
  it('changes the nickname and sets the birthday once', async () => {
    const m = await member();
    const res = await send('PUT', '/wps/member/profile', m.token, {
      nickname: '  Lucky  Star ',
      birthday: '1990-05-17',
    });
    expect(res.json()).toEqual({ success: true, value: { ok: true } });
    expect(await overview(m.token)).toMatchObject({ nickname: 'Lucky Star', birthday: '1990-05-17' });
    expect((await get('/wps/member/info', m.token)).json().value.nickname).toBe('Lucky Star');

    const again = await send('PUT', '/wps/member/profile', m.token, { birthday: '1991-01-01' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'birthday_already_set' });
    expect((await overview(m.token)).birthday).toBe('1990-05-17');
  });

  it('refuses a nickname with markup, an impossible date and an under-age birthday, changing nothing', async () => {
    const m = await member();
    const markup = await send('PUT', '/wps/member/profile', m.token, { nickname: '<b>boss</b>' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'nickname' }] });
    const day = await send('PUT', '/wps/member/profile', m.token, { birthday: '1990-02-30' });
    expect(day.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'birthday' }] });
    const young = new Date(t.clock.now().getTime() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    const under = await send('PUT', '/wps/member/profile', m.token, { birthday: young });
    expect(under.json()).toMatchObject({ code: 'under_age' });
    expect(await overview(m.token)).toMatchObject({ nickname: '', birthday: null });
  });
});

describe('payment password', () => {
  const setPw = (token: string, body: object) =>
    encryptedCall(t, 'POST', '/wps/member/payment-password', body as Record<string, unknown>, {
      token,
      captcha: false,
      language: 'en',
    });
  const changePw = (token: string, body: object) =>
    encryptedCall(t, 'PUT', '/wps/member/payment-password', body as Record<string, unknown>, {
      token,
      captcha: false,
      language: 'en',
    });

  it('is set the first time with the login password, and audited', async () => {
    const m = await member();
    const res = await setPw(m.token, {
      password: DEMO_PASSWORD,
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(res.json()).toEqual({ success: true, value: { ok: true } });
    expect(await verifyPassword('135790', (await memberRow(t, m.username)).payment_password_hash as string)).toBe(true);
    expect((await overview(m.token)).paymentPasswordSet).toBe(true);
    const rows = await auditRows(t, demoId, 'member.payment_password_set');
    expect(rows.some((r) => r.target_id === m.id.toString() && r.actor_name === m.username)).toBe(true);

    const again = await setPw(m.token, {
      password: DEMO_PASSWORD,
      paymentPassword: '246802',
      confirmPaymentPassword: '246802',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_password_already_set');
  });

  it('refuses a wrong login password, a bad format, a mismatch and a plain body; nothing is set', async () => {
    const m = await member();
    const wrong = await setPw(m.token, {
      password: 'not-it-1',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(wrong.json()).toMatchObject({ code: 'wrong_old_password' });
    const letters = await setPw(m.token, {
      password: DEMO_PASSWORD,
      paymentPassword: 'abcdef',
      confirmPaymentPassword: 'abcdef',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'paymentPassword' }] });
    const mismatch = await setPw(m.token, {
      password: DEMO_PASSWORD,
      paymentPassword: '135790',
      confirmPaymentPassword: '135791',
    });
    expect(mismatch.json()).toMatchObject({ code: 'passwords_mismatch' });
    const plain = await send('POST', '/wps/member/payment-password', m.token, {
      password: DEMO_PASSWORD,
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(plain.json().code).toBe('encryption_required');
    expect((await memberRow(t, m.username)).payment_password_hash).toBeNull();
  });

  it('may not equal the login password', async () => {
    const username = `secpin${randomBytes(3).toString('hex')}`;
    await makeMember(t, { username, password: '246802' });
    const token = await tokenFor(t, username);
    const res = await setPw(token, { password: '246802', paymentPassword: '246802', confirmPaymentPassword: '246802' });
    expect(res.json()).toMatchObject({ code: 'payment_password_same_as_login' });
  });

  it('is changed with the old one; wrong old ones are counted and lock after five', async () => {
    const m = await member({ paymentPassword: '135790' });
    const change = (old: string, next = '864200') =>
      changePw(m.token, { oldPaymentPassword: old, newPaymentPassword: next, confirmNewPaymentPassword: next });

    for (const remaining of [4, 3, 2, 1]) {
      const res = await change('000000');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'payment_password_wrong',
        message: expect.stringContaining(`${remaining}`),
      });
    }
    const fifth = await change('000000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('payment_password_locked');
    // Locked: even the right one is refused, and the page says for how long.
    expect((await change('135790')).json().code).toBe('payment_password_locked');
    expect((await overview(m.token)).paymentPasswordLockedMinutes).toBe(30);
    expect(await verifyPassword('135790', (await memberRow(t, m.username)).payment_password_hash as string)).toBe(true);

    t.clock.advance(31 * 60_000);
    expect((await change('135790', '135790')).json().code).toBe('same_password');
    const ok = await change('135790');
    expect(ok.json()).toEqual({ success: true, value: { ok: true } });
    const row = await memberRow(t, m.username);
    expect(await verifyPassword('864200', row.payment_password_hash as string)).toBe(true);
    expect(row.payment_password_failures).toBe(0);
    const rows = await auditRows(t, demoId, 'member.payment_password_changed');
    expect(rows.some((r) => r.target_id === m.id.toString())).toBe(true);
  });

  it('cannot be changed before it is set', async () => {
    const m = await member();
    const res = await changePw(m.token, {
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
      confirmNewPaymentPassword: '654321',
    });
    expect(res.json().code).toBe('payment_password_not_set');
  });
});

describe('bind mobile', () => {
  const requestCode = (token: string, mobileNum: string, countryDialingCode = '60') =>
    send('POST', '/wps/member/mobile/verification', token, { mobileNum, countryDialingCode });
  const bind = (token: string, mobileNum: string, verificationCode: string, countryDialingCode = '60') =>
    send('PUT', '/wps/member/mobile', token, { mobileNum, countryDialingCode, verificationCode });

  it('binds a number with the code sent to it, verified and audited', async () => {
    const m = await member();
    const sent = await requestCode(m.token, '0123990001');
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5, resendSeconds: 60 } });
    const code = await lastSmsCode(t, '60123990001');
    const body = (
      await t.deps.db.selectFrom('outbox_messages').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).body;
    expect(body).toContain('Your code to verify this number is');

    const res = await bind(m.token, '0123990001', code);
    expect(res.json()).toEqual({ success: true, value: { masked: '60*******01', verified: true } });
    const row = await memberRow(t, m.username);
    expect(row).toMatchObject({ mobile_num: '123990001', country_dialing_code: '60' });
    expect(row.mobile_verified_at).not.toBeNull();
    expect((await overview(m.token)).mobile).toEqual({ masked: '60*******01', verified: true });
    const rows = await auditRows(t, demoId, 'member.mobile_bound');
    expect(rows.find((r) => r.target_id === m.id.toString())?.detail).toEqual({ from: '', to: '60*******01' });
  });

  it('refuses a wrong code, an expired one, and a code sent to another number; nothing changes', async () => {
    const m = await member();
    await requestCode(m.token, '0123990002');
    const code = await lastSmsCode(t, '60123990002');
    const wrong = await bind(m.token, '0123990002', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'verification_code_wrong' });
    const elsewhere = await bind(m.token, '0123990003', code);
    expect(elsewhere.json().code).toBe('verification_code_wrong');
    t.clock.advance(6 * 60_000);
    const late = await bind(m.token, '0123990002', code);
    expect(late.json()).toMatchObject({ code: 'verification_code_expired' });
    expect((await memberRow(t, m.username)).mobile_num).toBeNull();
  });

  it("refuses another member's number and a dialling code the brand does not offer", async () => {
    const holder = await member();
    await t.deps.db
      .updateTable('members')
      .set({ mobile_num: '123990009', country_dialing_code: '60' })
      .where('id', '=', holder.id)
      .execute();
    const m = await member();
    const taken = await requestCode(m.token, '0123990009');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('mobile_taken');
    const foreign = await requestCode(m.token, '0123990010', '999');
    expect(foreign.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'countryDialingCode' }] });
    const short = await requestCode(m.token, '01239');
    expect(short.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'mobileNum' }] });
  });
});

describe('bind e-mail', () => {
  const lastEmailCode = async (to: string) => {
    const row = await t.deps.db
      .selectFrom('outbox_messages')
      .select(['body', 'subject'])
      .where('channel', '=', 'email')
      .where('destination', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { ...row, code: /\b(\d{6})\b/.exec(row.body)?.[1] as string };
  };

  it('binds an address with the code e-mailed to it', async () => {
    const m = await member();
    const sent = await send('POST', '/wps/member/email/verification', m.token, { email: 'Lucky.One@Example.com' });
    expect(sent.statusCode).toBe(200);
    const mail = await lastEmailCode('Lucky.One@Example.com');
    expect(mail.subject).toBe('Gemilang: your e-mail verification code');
    const res = await send('PUT', '/wps/member/email', m.token, {
      email: 'lucky.one@example.com',
      verificationCode: mail.code,
    });
    expect(res.json()).toEqual({ success: true, value: { masked: 'l***@example.com', verified: true } });
    expect((await overview(m.token)).email).toEqual({ masked: 'l***@example.com', verified: true });
    expect((await auditRows(t, demoId, 'member.email_bound')).some((r) => r.target_id === m.id.toString())).toBe(true);
  });

  it("refuses a wrong or expired code, another member's code, and an address another member has proved", async () => {
    const a = await member();
    const b = await member();
    await send('POST', '/wps/member/email/verification', a.token, { email: 'shared@example.com' });
    const { code } = await lastEmailCode('shared@example.com');
    const wrong = await send('PUT', '/wps/member/email', a.token, {
      email: 'shared@example.com',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('verification_code_wrong');
    // A code proves the address to the member who asked for it, not to whoever holds it.
    const stolen = await send('PUT', '/wps/member/email', b.token, {
      email: 'shared@example.com',
      verificationCode: code,
    });
    expect(stolen.json().code).toBe('verification_code_wrong');
    expect((await memberRow(t, b.username)).email).toBeNull();

    const ok = await send('PUT', '/wps/member/email', a.token, { email: 'shared@example.com', verificationCode: code });
    expect(ok.statusCode).toBe(200);
    const taken = await send('POST', '/wps/member/email/verification', b.token, { email: 'SHARED@example.com' });
    expect(taken.json().code).toBe('email_taken');

    t.clock.advance(2 * 60_000);
    await send('POST', '/wps/member/email/verification', b.token, { email: 'late@example.com' });
    const late = await lastEmailCode('late@example.com');
    t.clock.advance(6 * 60_000);
    const expired = await send('PUT', '/wps/member/email', b.token, {
      email: 'late@example.com',
      verificationCode: late.code,
    });
    expect(expired.json().code).toBe('verification_code_expired');
    const bad = await send('POST', '/wps/member/email/verification', b.token, { email: 'not-an-address' });
    expect(bad.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'email' }] });
  });
});

describe('bank accounts', () => {
  const add = (token: string, body: object) => send('POST', '/wps/member/bank-accounts', token, body);
  const list = async (token: string) => (await get('/wps/member/bank-accounts', token)).json().value.items;

  it('adds an account in the payee name, shows it masked, and audits it', async () => {
    const m = await member({ payeeName: 'Siti Nur Aisyah' });
    const res = await add(m.token, {
      bankName: 'Maybank',
      accountNumber: '1234 5678 9012',
      accountName: 'siti  nur aisyah',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      bankName: 'Maybank',
      accountNumber: '**** 9012',
      accountName: 'Siti Nur Aisyah',
    });
    expect(await list(m.token)).toHaveLength(1);
    const account = await memberBankAccount(t.deps.db, demoId, m.id, res.json().value.id);
    expect(account).toMatchObject({
      bankName: 'Maybank',
      accountNumber: '123456789012',
      accountName: 'Siti Nur Aisyah',
    });
    const audit = (await auditRows(t, demoId, 'member.bank_account_added')).find(
      (r) => r.target_id === m.id.toString(),
    );
    expect(audit?.detail).toMatchObject({ accountNumber: '**** 9012' });
  });

  it('refuses an account in another name, nothing stored', async () => {
    const m = await member({ payeeName: 'Siti Nur Aisyah' });
    const res = await add(m.token, { bankName: 'CIMB', accountNumber: '7654321098', accountName: 'Ahmad Bin Ali' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_payee_name' });
    expect(await list(m.token)).toEqual([]);
  });

  it('sets a missing payee name with the first account, then holds later ones to it', async () => {
    const m = await member();
    const bad = await add(m.token, { bankName: 'CIMB', accountNumber: '7654321098', accountName: '1234' });
    expect(bad.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'accountName' }] });
    expect((await memberRow(t, m.username)).payee_name).toBe('');

    const first = await add(m.token, { bankName: 'CIMB', accountNumber: '7654321098', accountName: 'Tan Ah Kow' });
    expect(first.statusCode).toBe(200);
    expect((await overview(m.token)).payeeName).toBe('Tan Ah Kow');
    const second = await add(m.token, { bankName: 'RHB', accountNumber: '5555666677', accountName: 'Lim Mei Ling' });
    expect(second.json().code).toBe('invalid_payee_name');
  });

  it('refuses bad input, a duplicate number and a sixth account', async () => {
    const m = await member({ payeeName: 'Tan Ah Kow' });
    const base = { bankName: 'Public Bank', accountName: 'Tan Ah Kow' };
    for (const accountNumber of ['12ab5678', '123', '-1', '']) {
      const res = await add(m.token, { ...base, accountNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'accountNumber' }] });
    }
    expect((await add(m.token, { ...base, bankName: '' })).json().code).toBe('invalid_input');
    expect((await add(m.token, { ...base, accountNumber: '100000001' })).statusCode).toBe(200);
    // The same number typed with a dash is the same account.
    const dup = await add(m.token, { ...base, accountNumber: '10000000-1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('bank_account_exists');
    for (let i = 2; i <= 5; i++) {
      expect((await add(m.token, { ...base, accountNumber: `10000000${i}` })).statusCode).toBe(200);
    }
    const sixth = await add(m.token, { ...base, accountNumber: '100000009' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({ code: 'bank_account_limit', message: expect.stringContaining('5') });
    expect(await list(m.token)).toHaveLength(5);

    // A removed account frees its place, and its number may be added again.
    const [firstAccount] = await list(m.token);
    expect((await send('DELETE', `/wps/member/bank-accounts/${firstAccount.id}`, m.token)).statusCode).toBe(200);
    expect((await add(m.token, { ...base, accountNumber: '100000001' })).statusCode).toBe(200);
    expect(await list(m.token)).toHaveLength(5);
  });

  // PGlite has one connection, so requests cannot overlap there; on PostgreSQL they do.
  it.skipIf(process.env.TEST_DB !== 'postgres')('keeps the limit when adds race for the last place', async () => {
    const m = await member({ payeeName: 'Race Person' });
    const base = { bankName: 'Maybank', accountName: 'Race Person' };
    for (let i = 1; i <= 3; i++) await add(m.token, { ...base, accountNumber: `20000000${i}` });
    const results = await Promise.all(
      [4, 5, 6, 7, 8, 9].map((i) => add(m.token, { ...base, accountNumber: `20000000${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.json().code === 'bank_account_limit')).toHaveLength(4);
    expect(await list(m.token)).toHaveLength(5);
  });

  it("cannot use or remove another member's account, nor another brand's", async () => {
    const owner = await member({ payeeName: 'Owner Person' });
    const thief = await member({ payeeName: 'Owner Person' });
    const added = await add(owner.token, {
      bankName: 'Maybank',
      accountNumber: '11112222',
      accountName: 'Owner Person',
    });
    const id = added.json().value.id as string;

    const res = await send('DELETE', `/wps/member/bank-accounts/${id}`, thief.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    await expect(memberBankAccount(t.deps.db, demoId, thief.id, id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(memberBankAccount(t.deps.db, other.merchantId, owner.id, id)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(memberBankAccount(t.deps.db, demoId, owner.id, 'abc')).rejects.toMatchObject({ code: 'not_found' });
    expect(await list(owner.token)).toHaveLength(1);

    const removed = await send('DELETE', `/wps/member/bank-accounts/${id}`, owner.token);
    expect(removed.json()).toEqual({ success: true, value: { ok: true } });
    expect(await list(owner.token)).toEqual([]);
    await expect(memberBankAccount(t.deps.db, demoId, owner.id, id)).rejects.toMatchObject({ code: 'not_found' });
    expect(
      (await auditRows(t, demoId, 'member.bank_account_removed')).some((r) => r.target_id === owner.id.toString()),
    ).toBe(true);
  });

  it('shows customer service masked numbers, removed ones too, only within the brand', async () => {
    const m = await member({ payeeName: 'Operator View' });
    const a = await add(m.token, { bankName: 'Maybank', accountNumber: '99998888', accountName: 'Operator View' });
    await add(m.token, { bankName: 'CIMB', accountNumber: '77776666', accountName: 'Operator View' });
    await send('DELETE', `/wps/member/bank-accounts/${a.json().value.id}`, m.token);

    await addOperator(t, demoId, `cs${serial}`, 'cs');
    const cs = await signIn(t, `cs${serial}`);
    const res = await get(`/admin/api/members/${m.id}/bank-accounts`, cs);
    expect(res.statusCode).toBe(200);
    const items = res.json().value.items;
    expect(
      items.map((i: { accountNumber: string; removedAt: string | null }) => [i.accountNumber, i.removedAt === null]),
    ).toEqual([
      ['**** 6666', true],
      ['**** 8888', false],
    ]);
    // Nowhere in the reply, whatever the field.
    expect(res.body).not.toContain('77776666');
    expect(res.body).not.toContain('99998888');
    const otherAdmin = await signIn(t, 'otheradmin', DEMO_PASSWORD, other.host);
    const foreign = await get(`/admin/api/members/${m.id}/bank-accounts`, otherAdmin, other.host);
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/admin/api/members/${m.id}/bank-accounts`, m.token)).statusCode).toBe(401);
  });

  it('reveals a whole number to an administrator only, and audits each reveal', async () => {
    const m = await member({ payeeName: 'Reveal Me' });
    const added = await add(m.token, { bankName: 'RHB', accountNumber: '5551234567', accountName: 'Reveal Me' });
    const accountId = added.json().value.id;
    const url = `/admin/api/members/${m.id}/bank-accounts/${accountId}/reveal`;
    const revealed = async () =>
      (await auditRows(t, demoId, 'member.bank_account_revealed')).filter((r) => r.target_id === `${m.id}`);

    await addOperator(t, demoId, `csr${serial}`, 'cs');
    const cs = await signIn(t, `csr${serial}`);
    const refused = await send('POST', url, cs);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('5551234567');
    expect(await revealed()).toEqual([]);

    const admin = await signIn(t);
    const res = await send('POST', url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ accountNumber: '5551234567' });
    const rows = await revealed();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_type: 'operator',
      actor_name: 'admin',
      target_type: 'member',
      detail: { bankAccountId: accountId, bankName: 'RHB', accountEnding: '4567' },
    });
    expect(JSON.stringify(rows[0]?.detail)).not.toContain('5551234567');

    // Another member's account through this member's address, or another brand's admin: not found, not audited.
    const stranger = await member({ payeeName: 'Someone Else' });
    expect(
      (await send('POST', `/admin/api/members/${stranger.id}/bank-accounts/${accountId}/reveal`, admin)).statusCode,
    ).toBe(404);
    const otherAdmin = await signIn(t, 'otheradmin', DEMO_PASSWORD, other.host);
    const foreign = await t.call({ method: 'POST', url, token: otherAdmin, host: other.host });
    expect(foreign.statusCode).toBe(404);
    expect(await revealed()).toHaveLength(1);
  });
});

describe('avatar', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  function upload(token: string, purpose: string, bytes: Buffer, host?: string) {
    const boundary = `----gemilang${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call({
      method: 'POST',
      url: '/wps/member/uploads',
      token,
      host,
      language: 'en',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }
  const setAvatar = (token: string, body: object) => send('PUT', '/wps/member/avatar', token, body);

  it('lists the stock avatars and chooses one', async () => {
    const m = await member();
    const stock = (await get('/wps/member/avatars', m.token)).json().value.items;
    expect(stock).toHaveLength(8);
    expect(stock[2]).toEqual({ name: 'avatar-03', url: '/avatars/avatar-03.svg' });
    const res = await setAvatar(m.token, { avatarType: 'STATIC', avatar: 'avatar-03' });
    expect(res.json().value).toEqual({ avatar: '/avatars/avatar-03.svg', avatarType: 'STATIC' });
    expect((await get('/wps/member/info/icon', m.token)).json().value.avatar).toBe('/avatars/avatar-03.svg');
    const unknown = await setAvatar(m.token, { avatarType: 'STATIC', avatar: '../../etc/passwd' });
    expect(unknown.json().code).toBe('invalid_input');
  });

  it('uses an uploaded image, served to an <img> without a token, and answered by both avatar calls', async () => {
    const m = await member();
    const up = await upload(m.token, 'avatar', png);
    expect(up.statusCode).toBe(200);
    const res = await setAvatar(m.token, { avatarType: 'CUSTOM', uploadId: up.json().value.id });
    expect(res.statusCode).toBe(200);
    const url = res.json().value.avatar as string;
    expect(url).toMatch(/^\/wps\/member\/avatars\/custom\/\d+-[0-9a-f]{32}$/);
    expect((await get('/wps/member/info/icon', m.token)).json().value).toEqual({ avatar: url, avatarType: 'CUSTOM' });
    expect((await get('/wps/relay/MCSFE_getPlayerAvatar', m.token)).json().value).toEqual({
      avatar: url,
      avatarType: 'CUSTOM',
    });
    expect((await overview(m.token)).avatar.avatar).toBe(url);

    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await get(url.replace(/-[0-9a-f]{4}/, '-0000'))).statusCode).toBe(404);
    expect((await get(url, undefined, other.host)).statusCode).toBe(404);
  });

  it('refuses an upload that is not an image or is over 5 MB, and uploads not meant for an avatar', async () => {
    const m = await member();
    const svg = await upload(m.token, 'avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ code: 'upload_not_image', message: 'Only PNG or JPEG images can be uploaded.' });
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(m.token, 'avatar', big);
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('upload_too_large');

    const receipt = await upload(m.token, 'deposit_receipt', png);
    const wrongPurpose = await setAvatar(m.token, { avatarType: 'CUSTOM', uploadId: receipt.json().value.id });
    expect(wrongPurpose.statusCode).toBe(404);
    const someone = await member();
    const theirs = await upload(someone.token, 'avatar', png);
    const notMine = await setAvatar(m.token, { avatarType: 'CUSTOM', uploadId: theirs.json().value.id });
    expect(notMine.json().code).toBe('not_found');
    expect((await get('/wps/member/info/icon', m.token)).json().value).toEqual({
      avatar: '/avatars/avatar-01.svg',
      avatarType: 'STATIC',
    });
  });
});
