import { describe, expect, it } from 'vitest';
import { ContractDrift, contractFailure, contractRoute, contractValue, expectNoContractDrift } from './testing';

// The apps' fake servers pass every reply through these; a drift must fail the test that made it.
describe("a fake server's replies held to the contract", () => {
  const operator = { id: '2', username: 'carol', displayName: 'Carol', role: 'cs' };

  it('finds the route of an address with its :params filled in, the exact address first', () => {
    expect(contractRoute('POST', '/admin/api/operators/42/lock')?.path).toBe('/admin/api/operators/:id/lock');
    expect(contractRoute('GET', '/admin/api/adjustments/settings')?.path).toBe('/admin/api/adjustments/settings');
    expect(contractRoute('GET', '/admin/api/operators/42/lock')).toBeUndefined();
  });

  it('answers a value that fits as the server sends it, without keys the contract does not list', () => {
    expect(contractValue('GET', '/admin/api/me', { ...operator, secret: 'x' })).toEqual(operator);
    expectNoContractDrift();
  });

  it('refuses a value missing a field, names it, and fails the test after it', () => {
    const session = { token: 't', expiresAt: '2026-01-01T00:00:00.000Z', operator };
    expect(() => contractValue('POST', '/admin/api/session', session)).toThrow(/devOutbox/);
    expect(() => expectNoContractDrift()).toThrow(ContractDrift);
    expect(() => expectNoContractDrift()).not.toThrow();
  });

  it('refuses an address that is no route, and a refusal with an unknown code', () => {
    expect(() => contractValue('GET', '/admin/api/nowhere', {})).toThrow(/no route of the contract/);
    expect(() => contractFailure({ success: false, code: 'bad_gateway', message: 'down' })).toThrow(/bad_gateway/);
    expect(() => expectNoContractDrift()).toThrow(/nowhere[\s\S]*bad_gateway/);
    expect(contractFailure({ success: false, code: 'not_found', message: 'Not found.' })).toMatchObject({
      code: 'not_found',
    });
  });
});
