import { describe, expect, it } from 'vitest';
import { serviceEntries } from './side-bar';

/** The VIP customer-service flag (ADR 060): with two chat links, a VIP opens the second instead of the first. */
describe('the customer-service entries a member is shown', () => {
  const entries = [
    { type: 1, path: 'live' },
    { type: 3, path: 'chat' },
    { type: 3, path: 'vip-chat' },
  ];
  it('gives a member the first chat link and a VIP the second, and everyone the other entries', () => {
    expect(serviceEntries(entries, false).map((e) => e.path)).toEqual(['live', 'chat']);
    expect(serviceEntries(entries, true).map((e) => e.path)).toEqual(['live', 'vip-chat']);
  });
  it('leaves a single chat link to everyone', () => {
    expect(serviceEntries(entries.slice(0, 2), true).map((e) => e.path)).toEqual(['live', 'chat']);
  });
});
