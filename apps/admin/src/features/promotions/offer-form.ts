import {
  promotionArt,
  type TAdminOffer,
  type TEligibilityRuleInput,
  type TLocalizedText,
  type TOfferInput,
  type TOfferKind,
  type TOfferRewardInput,
  type TOfferTermsInput,
  type TPromotionCategory,
} from '@gemilang/contract';
import { fromZoneInput, toZoneInput } from '../../shared/lib/time';

/**
 * The offer editor's form: the contract's offer input, with the claim window as the brand's wall-clock times the
 * date-time fields show (converted to instants when sent) and the optional budgets as text ('' for none).
 */
export interface OfferForm {
  code: string;
  category: TPromotionCategory;
  sort: number;
  title: TLocalizedText;
  summary: TLocalizedText;
  rules: TLocalizedText;
  art: TOfferInput['art'];
  reward: TOfferRewardInput;
  terms: TOfferTermsInput;
  eligibility: TEligibilityRuleInput[];
  /** `datetime-local` values in the brand's time zone. */
  startsAt: string;
  endsAt: string;
  budgetTotal: string;
  budgetDaily: string;
}

const blank = { ms: '', en: '', zh: '' };
const firstArt = promotionArt[0];

/** A reward of each kind with the editor's starting values. */
export function rewardOfKind(kind: TOfferKind): TOfferRewardInput {
  switch (kind) {
    case 'deposit_match':
      return { kind, which: 'first', percent: 100, cap: '', minDeposit: '' };
    case 'fixed_credit':
      return { kind, amount: '' };
    case 'free_rounds':
      return { kind, gameCode: '', rounds: 10, stake: '' };
    case 'application':
      return { kind, amount: '' };
  }
}

export function newOfferForm(): OfferForm {
  return {
    code: '',
    category: 'newbie',
    sort: 0,
    title: { ...blank },
    summary: { ...blank },
    rules: { ...blank },
    art: { ms: firstArt, en: firstArt, zh: firstArt },
    reward: rewardOfKind('fixed_credit'),
    terms: {
      turnoverMultiple: 5,
      turnoverOf: 'bonus',
      contributions: [],
      defaultPercent: 100,
      maxBet: null,
      maxConversionMultiple: null,
      lifeDays: 7,
    },
    eligibility: [],
    startsAt: '',
    endsAt: '',
    budgetTotal: '',
    budgetDaily: '',
  };
}

/** An offer as the server sent it, in the editor's form. */
export function formOfOffer(offer: TAdminOffer, timeZone: string): OfferForm {
  return {
    code: offer.code,
    category: offer.category,
    sort: offer.sort,
    title: offer.title,
    summary: offer.summary,
    rules: offer.rules,
    art: offer.art,
    reward: offer.reward,
    terms: offer.terms,
    eligibility: offer.eligibility,
    startsAt: toZoneInput(offer.startsAt, timeZone),
    endsAt: toZoneInput(offer.endsAt, timeZone),
    budgetTotal: offer.budgetTotal ?? '',
    budgetDaily: offer.budgetDaily ?? '',
  };
}

/** The request the form sends: instants from the brand's wall-clock times, empty budgets as none. */
export function inputOfForm(form: OfferForm, timeZone: string): TOfferInput {
  return {
    ...form,
    startsAt: fromZoneInput(form.startsAt, timeZone) ?? '',
    endsAt: form.endsAt ? fromZoneInput(form.endsAt, timeZone) : null,
    budgetTotal: form.budgetTotal.trim() || null,
    budgetDaily: form.budgetDaily.trim() || null,
  };
}

/** What the editor says about a field before sending: a key of the `promotions:errors` catalogue. */
export type FormProblem = 'required' | 'amount' | 'overCap' | 'endsBeforeStart' | 'code';

const amountPattern = /^\d{1,15}(\.\d{1,4})?$/;
const positive = (value: string) => amountPattern.test(value.trim()) && Number(value) > 0;

/**
 * The checks the editor makes as the operator types, by field path (the server's paths: `reward.amount`,
 * `terms.turnoverMultiple`…). The server checks them all again and more (the currency's decimals).
 */
export function formProblems(form: OfferForm, maxTurnoverMultiple: number): Record<string, FormProblem> {
  const problems: Record<string, FormProblem> = {};
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/.test(form.code)) problems.code = 'code';
  for (const lang of ['ms', 'en', 'zh'] as const) {
    if (!form.title[lang].trim()) problems[`title.${lang}`] = 'required';
  }
  const money = (field: string, value: string) => {
    if (!positive(value)) problems[field] = 'amount';
  };
  const { reward, terms } = form;
  if (reward.kind === 'deposit_match') {
    money('reward.cap', reward.cap);
    money('reward.minDeposit', reward.minDeposit);
  } else if (reward.kind === 'free_rounds') {
    money('reward.stake', reward.stake);
    if (!reward.gameCode.trim()) problems['reward.gameCode'] = 'required';
  } else {
    money('reward.amount', reward.amount);
  }
  if (terms.turnoverMultiple > maxTurnoverMultiple) problems['terms.turnoverMultiple'] = 'overCap';
  if (terms.maxBet !== null && terms.maxBet !== undefined) money('terms.maxBet', terms.maxBet);
  form.eligibility.forEach((rule, i) => {
    if (rule.rule === 'min_deposit') money(`eligibility.${i}.amount`, rule.amount);
    if (rule.rule === 'member_label' && !rule.label.trim()) problems[`eligibility.${i}.label`] = 'required';
  });
  if (!form.startsAt) problems.startsAt = 'required';
  else if (form.endsAt && form.endsAt <= form.startsAt) problems.endsAt = 'endsBeforeStart';
  if (form.budgetTotal.trim()) money('budgetTotal', form.budgetTotal);
  if (form.budgetDaily.trim()) money('budgetDaily', form.budgetDaily);
  return problems;
}
