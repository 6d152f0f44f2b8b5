import type { TContribution, TRewardView, TTermsView } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { formatDateTime, formatMoney } from '../../shared/format';

type T = TFunction<'promotions'>;

/** The reward in the reader's words: "100% of your first deposit up to MYR 288.00, minimum deposit MYR 30.00". */
export function rewardInWords(reward: TRewardView, currency: string, t: T): string {
  const money = (value: string) => formatMoney(currency, value);
  switch (reward.kind) {
    case 'deposit_match': {
      const values = {
        percent: reward.percent,
        cap: money(reward.cap),
        min: money(reward.minDeposit),
        nth: reward.nth,
      };
      if (reward.which === 'first') return t('reward.depositFirst', values);
      if (reward.which === 'nth') return t('reward.depositNth', values);
      return t('reward.depositReload', values);
    }
    case 'fixed_credit':
      return t('reward.fixedCredit', { amount: money(reward.amount) });
    case 'free_rounds':
      return t('reward.freeRounds', { rounds: reward.rounds, stake: money(reward.stake), game: reward.gameName });
    case 'application':
      return t('reward.application', { amount: money(reward.amount) });
  }
}

/** What a contribution line covers: the game by name, else its category, else its product. */
function contributionScope(line: TContribution & { gameName?: string }, t: T): string {
  const product = t(`product.${line.product}`);
  if (line.gameCode) return t('terms.scopeGame', { game: line.gameName ?? line.gameCode, product });
  if (line.category) {
    const category = t(`gameCategory.${line.category}`, { defaultValue: line.category });
    return t('terms.scopeCategory', { category, product });
  }
  return product;
}

export interface TermsInWords {
  turnover: string;
  contributions: string[];
  defaultContribution: string;
  maxBet: string;
  maxConversion: string;
  life: string;
  onlyGame: string | null;
}

/** The terms a grant will carry, each as a sentence. */
export function termsInWords(terms: TTermsView, currency: string, t: T): TermsInWords {
  const n = terms.turnoverMultiple;
  return {
    turnover:
      n === 0
        ? t('terms.turnoverNone')
        : terms.turnoverOf === 'bonus'
          ? t('terms.turnoverBonus', { n })
          : t('terms.turnoverDepositBonus', { n }),
    contributions: terms.contributions.map((line) =>
      t('terms.contribution', { scope: contributionScope(line, t), percent: line.percent }),
    ),
    defaultContribution: t(terms.contributions.length > 0 ? 'terms.defaultOther' : 'terms.defaultAll', {
      percent: terms.defaultPercent,
    }),
    maxBet:
      terms.maxBet === null
        ? t('terms.maxBetNone')
        : t('terms.maxBet', { amount: formatMoney(currency, terms.maxBet) }),
    maxConversion:
      terms.maxConversionMultiple === null
        ? t('terms.maxConversionNone')
        : t('terms.maxConversion', { n: terms.maxConversionMultiple }),
    life: t('terms.life', { count: terms.lifeDays }),
    onlyGame: terms.onlyGame ? t('terms.onlyGame', { game: terms.onlyGame.name }) : null,
  };
}

/** `2026-11-22 10:00` in the brand's zone: a period reads in minutes, not seconds. */
export function shortDateTime(value: string, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(0, 16);
}

/** The offer's period in the brand's time zone; an offer without an end is ongoing. */
export function periodInWords(startsAt: string, endsAt: string | null, timeZone: string, t: T): string {
  const start = shortDateTime(startsAt, timeZone);
  return endsAt === null
    ? t('period.ongoing', { start })
    : t('period.range', { start, end: shortDateTime(endsAt, timeZone) });
}

/** The operator's rules as paragraphs (split on blank lines), each line break kept. */
export function rulesParagraphs(rules: string): string[] {
  return rules
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
