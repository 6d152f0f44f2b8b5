import { describe, expect, it } from 'vitest';
import { supportChatContact } from './support-chat-contact';

/** A visitor's contact for a left message (ADR 070): a phone number or an e-mail address, nothing else. */
describe('a visitor contact', () => {
  it('keeps a phone number as + and digits, however it is written', () => {
    expect(supportChatContact(' +60 12-345 6789 ')).toEqual({ kind: 'phone', value: '+60123456789' });
    expect(supportChatContact('(012) 345.6789')).toEqual({ kind: 'phone', value: '0123456789' });
  });
  it('keeps an e-mail address as written', () => {
    expect(supportChatContact(' siti.nur@example.my ')).toEqual({ kind: 'email', value: 'siti.nur@example.my' });
  });
  it('refuses what is neither', () => {
    for (const bad of [
      '',
      '1234567',
      '1234567890123456',
      '12a4567890',
      'siti@',
      'siti nur@example.my',
      'call me',
      '+',
    ]) {
      expect(supportChatContact(bad), bad).toBeNull();
    }
    expect(supportChatContact(`${'a'.repeat(250)}@x.my`)).toBeNull();
  });
});
