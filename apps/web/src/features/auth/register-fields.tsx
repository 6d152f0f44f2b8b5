import type { FieldRule, RegisterField, TRegisterSettings } from '@gemilang/contract';
import {
  AtSign,
  BadgeCheck,
  IdCard,
  Lock,
  type LucideIcon,
  Mail,
  MessageCircle,
  MessageSquareText,
  Phone,
  Smartphone,
  Ticket,
  User,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { HTMLInputTypeAttribute } from 'react';
import { filledRule, mustFill, ruleOf } from './api';

/** The inputs of the register form besides the server's fields. */
export type FormField = RegisterField | 'confirmPassword' | 'verificationCode';

export interface FieldLook {
  icon: LucideIcon;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
}

export const fieldLooks: Record<FormField, FieldLook> = {
  username: { icon: User, autoComplete: 'username' },
  password: { icon: Lock, type: 'password', autoComplete: 'new-password' },
  confirmPassword: { icon: Lock, type: 'password', autoComplete: 'new-password' },
  paymentPassword: { icon: Wallet, type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  payeeName: { icon: UserRound, autoComplete: 'name' },
  mobileNum: { icon: Smartphone, type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  email: { icon: Mail, type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { icon: MessageCircle, inputMode: 'numeric' },
  line: { icon: MessageCircle },
  whatsapp: { icon: Phone, inputMode: 'tel' },
  facebook: { icon: AtSign },
  wechat: { icon: MessageCircle },
  idNumber: { icon: IdCard },
  recommenderId: { icon: Users },
  affiliateCode: { icon: Ticket, autoComplete: 'off' },
  captcha: { icon: BadgeCheck },
  verificationCode: { icon: MessageSquareText, autoComplete: 'one-time-code', inputMode: 'numeric' },
};

/** The order of the username tab; the captcha always comes last, after the free fields. */
const usernameOrder: RegisterField[] = [
  'username',
  'password',
  'paymentPassword',
  'payeeName',
  'mobileNum',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
];

export type RegisterMode = 'username' | 'mobile';

export interface RegisterFeatures {
  registerSms: boolean;
  mobileRegisterPassword: boolean;
}

/**
 * The fields a tab shows, in order, each with the rule it is checked by: a field is shown only
 * if enabled; the payment password and the captcha are required whenever shown; the mobile tab always
 * asks the number, the SMS code with REGMOBVERF3 and a password with MOBILENUMPASSREG3.
 */
export function formFields(
  settings: TRegisterSettings | undefined,
  mode: RegisterMode,
  features: RegisterFeatures,
): [FormField, FieldRule][] {
  const shown: [FormField, FieldRule][] = [];
  const add = (field: FormField, rule: FieldRule) => {
    if (rule.enabled) shown.push([field, rule]);
  };
  const addPassword = (rule: FieldRule) => {
    add('password', rule);
    add('confirmPassword', rule);
  };
  if (mode === 'username') {
    for (const field of usernameOrder) {
      const rule = ruleOf(settings, field);
      if (field === 'password') addPassword(rule);
      else if (field === 'paymentPassword' && rule.enabled) add(field, mustFill(rule));
      else add(field, rule);
    }
  } else {
    add('mobileNum', mustFill(ruleOf(settings, 'mobileNum')));
    if (features.registerSms) add('verificationCode', filledRule(255));
    if (features.mobileRegisterPassword) addPassword(mustFill(ruleOf(settings, 'password')));
    add('affiliateCode', ruleOf(settings, 'affiliateCode'));
  }
  const captcha = ruleOf(settings, 'captcha');
  if (captcha.enabled) add('captcha', mustFill(captcha));
  return shown;
}
