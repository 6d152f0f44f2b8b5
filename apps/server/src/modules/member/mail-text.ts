import type { Language } from '@gemilang/contract';
import en from '../../locales/en/mail.json' with { type: 'json' };
import ms from '../../locales/ms/mail.json' with { type: 'json' };
import zh from '../../locales/zh/mail.json' with { type: 'json' };

type Catalogue = typeof en;
const catalogues: Record<Language, Catalogue> = { ms, en, zh };

export type MailKind = keyof Catalogue;

/** An e-mail's subject and body in the reader's language, with {{name}} placeholders filled. */
export function mailText(
  language: Language,
  kind: MailKind,
  params: Record<string, string>,
): { subject: string; body: string } {
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
  const { subject, body } = catalogues[language][kind];
  return { subject: fill(subject), body: fill(body) };
}
