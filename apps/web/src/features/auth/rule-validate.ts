import type { FieldRule } from '@gemilang/contract';
import { checkField } from '@gemilang/contract/web';

/** A react-hook-form validator from a server rule: the same check the server makes (contract). */
export function checkWith(rule: FieldRule) {
  return (value: unknown) => checkField(rule, typeof value === 'string' ? value : '') ?? true;
}
