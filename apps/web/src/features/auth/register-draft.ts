import type { RegisterMode } from './register-fields';

/**
 * A registration in progress while the player reads the Terms or Privacy Policy: the help dialog takes the
 * dialog slot, and when it closes the register dialog comes back with what was typed. Memory only.
 */
interface Draft {
  mode: RegisterMode;
  values: Record<string, string | boolean>;
}

let draft: Draft | null = null;

export function saveRegisterDraft(next: Draft): void {
  draft = next;
}

/** Hands the draft over once; a later opening starts blank. */
export function takeRegisterDraft(mode: RegisterMode): Draft['values'] | null {
  if (!draft || draft.mode !== mode) return null;
  const { values } = draft;
  draft = null;
  return values;
}

export function peekRegisterDraftMode(): RegisterMode | null {
  return draft?.mode ?? null;
}
