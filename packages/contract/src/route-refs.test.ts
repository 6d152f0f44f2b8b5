import { describe, expect, it } from 'vitest';
import { ZFailure, ZFieldIssue } from './envelope';
import * as contract from './index';
import { ZRealtimeServerMessage } from './realtime';
import { readRealtimeServerMessage } from './realtime-read';
import { isFieldIssue, readEnvelope } from './reply-envelope';
import type { RouteDef } from './route';
import type { RouteRef } from './route-refs';
import * as refs from './route-refs';

const tables: [string, Record<string, RouteDef>, Record<string, RouteRef>][] = [
  ['system', contract.systemRoutes, refs.systemRoutes],
  ['content', contract.contentRoutes, refs.contentRoutes],
  ['session', contract.sessionRoutes, refs.sessionRoutes],
  ['member', contract.memberRoutes, refs.memberRoutes],
  ['member security', contract.memberSecurityRoutes, refs.memberSecurityRoutes],
  ['wallet', contract.walletRoutes, refs.walletRoutes],
  ['vendor wallet', contract.vendorWalletRoutes, refs.vendorWalletRoutes],
  ['record', contract.recordRoutes, refs.recordRoutes],
  ['bet record', contract.betRoutes, refs.betRoutes],
  ['agent contract', contract.agentContractRoutes, refs.agentContractRoutes],
  ['deposit', contract.depositRoutes, refs.depositRoutes],
  ['withdrawal', contract.withdrawalRoutes, refs.withdrawalRoutes],
  ['message', contract.messageRoutes, refs.messageRoutes],
  ['agent', contract.teamRoutes, refs.teamRoutes],
  ['lottery', contract.lotteryRoutes, refs.lotteryRoutes],
  ['games', contract.gamesRoutes, refs.gamesRoutes],
  ['games lobby', contract.gamesLobbyRoutes, refs.gamesLobbyRoutes],
  ['promotion', contract.promotionRoutes, refs.promotionRoutes],
  ['reward', contract.rewardRoutes, refs.rewardRoutes],
  ['rebate', contract.rebateRoutes, refs.rebateRoutes],
  ['check-in', contract.checkInRoutes, refs.checkInRoutes],
  ['red envelope', contract.redEnvelopeRoutes, refs.redEnvelopeRoutes],
  ['referral', contract.referralRoutes, refs.referralRoutes],
];

const called = (def: { method: string; path: string; access: string; encrypted?: boolean; form?: boolean }) => ({
  method: def.method,
  path: def.path,
  access: def.access,
  encrypted: def.encrypted === true,
  form: def.form === true,
});

describe("the browser's route tables", () => {
  it.each(tables)('%s: every route called at the address, method and access of its definition', (_, defs, mirror) => {
    const expected = Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, called(def)]));
    const mirrored = Object.fromEntries(Object.entries(mirror).map(([name, ref]) => [name, called(ref)]));
    expect(mirrored).toEqual(expected);
  });

  it('give the live channel the address the server binds', () => {
    expect(contract.realtimePath).toBe(refs.realtimePath);
  });
});

describe('reading replies without zod', () => {
  const bodies: unknown[] = [
    { success: true, value: { a: 1 } },
    { success: false, code: 'not_found', message: 'Not found.' },
    { success: false, code: 'invalid_input', message: 'Bad.', details: [{ field: 'x' }] },
    { success: false, code: 'x' },
    { success: false, code: 1, message: 'm' },
    { success: 'false', code: 'x', message: 'm' },
    '<html>bad gateway</html>',
    null,
    [],
    42,
  ];

  it.each(bodies)('reads %j as the failure schema does', (body) => {
    const read = readEnvelope(body);
    const failure = ZFailure.safeParse(body);
    if ((body as { success?: unknown } | null)?.success === true) expect(read?.ok).toBe(true);
    else if (failure.success) expect(read).toEqual({ ok: false, failure: failure.data });
    else expect(read).toBeNull();
  });

  it.each([
    { field: 'username', reason: 'required', message: 'Required.' },
    { field: 'username', reason: 'required' },
    { field: 1, reason: 'required', message: 'm' },
    'username',
    null,
  ])('tells a field issue %j as the field-issue schema does', (issue) => {
    expect(isFieldIssue(issue)).toBe(ZFieldIssue.safeParse(issue).success);
  });
});

describe('reading the live channel without zod', () => {
  it.each([
    { type: 'ready' },
    { type: 'denied', code: 'token_expired' },
    { type: 'denied' },
    { type: 'balance', sumBalance: '12.50', currency: 'MYR', extra: 1 },
    { type: 'balance', sumBalance: 12.5, currency: 'MYR' },
    { type: 'message', id: '7', kind: 'deposit_credited' },
    { type: 'message', id: 7, kind: 'x' },
    { type: 'draw', gameCode: '5D1', drawNumber: '20261123-0001', status: 'settled' },
    { type: 'draw', gameCode: '5D1', drawNumber: '20261123-0001', status: 'open' },
    { type: 'draw', gameCode: '5D1', status: 'drawn' },
    { type: 'race', raceId: '3', top: [{ rank: 1, name: 'ab***z', validBets: '10.00', prize: '5.00' }], entrants: 4 },
    { type: 'race', raceId: '3', top: [], entrants: 0, extra: true },
    { type: 'race', raceId: '3', top: [{ rank: 1.5, name: 'ab***z', validBets: '10.00', prize: '5.00' }], entrants: 4 },
    { type: 'race', raceId: '3', top: [{ rank: 1, name: 'ab***z', validBets: 10, prize: '5.00' }], entrants: 4 },
    { type: 'race', raceId: 3, top: [], entrants: 0 },
    { type: 'race', raceId: '3', top: 'x', entrants: 0 },
    {
      type: 'chat',
      conversationId: '1',
      event: 'message',
      message: {
        id: '2',
        conversationId: '1',
        author: 'operator',
        authorName: 'ana',
        text: 'Hi',
        imageId: null,
        createdAt: '2026-12-07T01:00:00.000Z',
      },
    },
    { type: 'chat', conversationId: '1', event: 'typing' },
    { type: 'chat', conversationId: '1', event: 'read', upTo: '2' },
    { type: 'chat', conversationId: '1', event: 'state', state: 'closed', extra: 1 },
    { type: 'chat', conversationId: '1', event: 'wave' },
    { type: 'chat', conversationId: '1', event: 'state', state: 'gone' },
    {
      type: 'chat',
      conversationId: '1',
      event: 'message',
      message: {
        id: '2',
        conversationId: '1',
        author: 'robot',
        authorName: '',
        text: 'x',
        imageId: null,
        createdAt: 't',
      },
    },
    { type: 'chat', conversationId: 1, event: 'typing' },
    { type: 'hello' },
    'ready',
    null,
  ])('reads %j as the server-message schema does', (message) => {
    const parsed = ZRealtimeServerMessage.safeParse(message);
    expect(readRealtimeServerMessage(message)).toEqual(parsed.success ? parsed.data : null);
  });
});
