import { adminRoutes } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';
import { fail, mockServer, ok } from '../../test/render';
import { getSession, setSession } from '../session';
import { ApiError, callApi, fieldIssues } from './client';

const session = { token: 't'.repeat(32), username: 'admin', displayName: '', role: 'admin' as const };

describe('back-office API client', () => {
  it('sends the bearer token and Language header, fills path params and unwraps the value', async () => {
    setSession(session);
    const row = {
      id: '42',
      username: 'carol',
      displayName: 'Carol',
      role: 'cs',
      status: 'locked',
      failedLoginCount: 0,
      lastLoginAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const { calls } = mockServer({ 'POST /admin/api/operators/42/lock': ok(row) });
    const value = await callApi(adminRoutes.lockOperator, { params: { id: '42' }, body: { reason: 'r' } });
    expect(value).toEqual(row);
    expect(calls[0]?.headers).toMatchObject({ Authorization: `Bearer ${session.token}`, Language: 'en' });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('sends no token to the sign-in call', async () => {
    setSession(session);
    const { calls } = mockServer({ 'POST /admin/api/session': fail(401, 'wrong_credentials', 'no') });
    await expect(callApi(adminRoutes.login, { body: { username: 'a', password: 'b' } })).rejects.toThrow('no');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('throws ApiError with code, message and field details', async () => {
    setSession(session);
    const details = [{ field: 'cidr', reason: 'invalid', message: 'Not an address' }];
    mockServer({ 'POST /admin/api/blocked-ranges': fail(400, 'invalid_input', 'Check the fields', details) });
    const error = await callApi(adminRoutes.addBlockedRange, { body: { cidr: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_input', message: 'Check the fields', status: 400, details });
    expect(fieldIssues(error)).toEqual({ cidr: 'Not an address' });
  });

  it('forgets an ended session so the app returns to sign-in', async () => {
    setSession(session);
    mockServer({ 'GET /admin/api/me': fail(401, 'token_expired', 'Session ended') });
    await expect(callApi(adminRoutes.me)).rejects.toMatchObject({ code: 'token_expired' });
    expect(getSession()).toBeNull();
  });

  it('turns a reply that is not an envelope into a system error', async () => {
    setSession(session);
    mockServer({ 'GET /admin/api/me': { status: 502, json: '<html>bad gateway</html>' } });
    await expect(callApi(adminRoutes.me)).rejects.toMatchObject({ code: 'internal_error', status: 502 });
    expect(getSession()).not.toBeNull();
  });
});
