import type { Language } from '@gemilang/contract';

type Purpose = 'login' | 'register' | 'reset' | 'bind';

// The SMS wording per language; {{brand}}, {{code}} and {{minutes}} are filled in. Kept short: one SMS segment.
const catalogue: Record<Language, Record<Purpose, string>> = {
  ms: {
    login: '[{{brand}}] Kod log masuk anda ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi kod ini.',
    register: '[{{brand}}] Kod pendaftaran anda ialah {{code}}. Sah selama {{minutes}} minit. Jangan kongsi kod ini.',
    reset: '[{{brand}}] Kod tetapan semula kata laluan anda ialah {{code}}. Sah selama {{minutes}} minit.',
    bind: '[{{brand}}] Kod pengesahan nombor telefon anda ialah {{code}}. Sah selama {{minutes}} minit.',
  },
  en: {
    login: '[{{brand}}] Your sign-in code is {{code}}. Valid for {{minutes}} minutes. Do not share it.',
    register: '[{{brand}}] Your registration code is {{code}}. Valid for {{minutes}} minutes. Do not share it.',
    reset: '[{{brand}}] Your password reset code is {{code}}. Valid for {{minutes}} minutes.',
    bind: '[{{brand}}] Your code to verify this number is {{code}}. Valid for {{minutes}} minutes.',
  },
  zh: {
    login: '【{{brand}}】您的登录验证码是 {{code}}，{{minutes}} 分钟内有效。请勿泄露。',
    register: '【{{brand}}】您的注册验证码是 {{code}}，{{minutes}} 分钟内有效。请勿泄露。',
    reset: '【{{brand}}】您的重置密码验证码是 {{code}}，{{minutes}} 分钟内有效。',
    bind: '【{{brand}}】您的手机绑定验证码是 {{code}}，{{minutes}} 分钟内有效。',
  },
};

export function smsText(
  language: Language,
  purpose: Purpose,
  params: { brand: string; code: string; minutes: number },
): string {
  return catalogue[language][purpose].replace(/\{\{(\w+)\}\}/g, (_, key: keyof typeof params) => String(params[key]));
}
