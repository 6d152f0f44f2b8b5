import { betGoals, missionGoals, missionScopes, type TMissionGoal, type TMissionScope } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { Field, Input, Select } from '../../shared/ui/field';

export const missionsKey = ['loyalty', 'missions'] as const;

/** The goals counted in money (their target is an amount of the brand's currency); the others are counts. */
export const moneyGoal = (goal: TMissionGoal) => goal === 'bets_amount' || goal === 'deposit_amount';

export interface GoalDraft {
  goal: TMissionGoal;
  /** '' for every product. */
  scope: TMissionScope | '';
  target: string;
  reward: string;
}

/** What a goal asks, in the operator's words: "Valid bets of 500.00 on slots", "3 deposits"… */
export function useGoalWords() {
  const { t } = useTranslation('loyaltyMissions');
  return (item: { goal: TMissionGoal; scope: TMissionScope | null; target: string }) => {
    const scope = item.scope ? t(`scope.${item.scope}`) : t('scope.all');
    return moneyGoal(item.goal)
      ? t(`goal.${item.goal}`, { amount: item.target, scope })
      : t(`goal.${item.goal}`, { count: Number(item.target), scope });
  };
}

/**
 * A goal's fields: what counts, the product (bet goals only: a deposit or a sign-in has none), the target (money of
 * the brand's currency, or a whole number) and the reward. The server checks each and names the field it refuses.
 */
export function GoalFields({
  draft,
  onChange,
  currency,
  issues,
}: {
  draft: GoalDraft;
  onChange: (draft: GoalDraft) => void;
  currency: string;
  issues: Record<string, string>;
}) {
  const { t } = useTranslation('loyaltyMissions');
  const onBets = betGoals.includes(draft.goal);
  return (
    <>
      <Field label={t('form.goal')} error={issues.goal}>
        {(field) => (
          <Select
            {...field}
            value={draft.goal}
            onChange={(e) => {
              const goal = e.target.value as TMissionGoal;
              onChange({ ...draft, goal, scope: betGoals.includes(goal) ? draft.scope : '' });
            }}
          >
            {missionGoals.map((goal) => (
              <option key={goal} value={goal}>
                {t(`goalKind.${goal}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('form.scope')} error={issues.scope} hint={onBets ? undefined : t('form.scopeBetsOnly')}>
        {(field) => (
          <Select
            {...field}
            value={draft.scope}
            disabled={!onBets}
            onChange={(e) => onChange({ ...draft, scope: e.target.value as TMissionScope | '' })}
          >
            <option value="">{t('scope.all')}</option>
            {missionScopes.map((scope) => (
              <option key={scope} value={scope}>
                {t(`scope.${scope}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={moneyGoal(draft.goal) ? t('form.targetMoney', { currency }) : t('form.targetCount')}
        error={issues.target}
      >
        {(field) => (
          <Input
            {...field}
            inputMode={moneyGoal(draft.goal) ? 'decimal' : 'numeric'}
            value={draft.target}
            onChange={(e) => onChange({ ...draft, target: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('form.reward', { currency })} error={issues.reward}>
        {(field) => (
          <Input
            {...field}
            inputMode="decimal"
            value={draft.reward}
            onChange={(e) => onChange({ ...draft, reward: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}

/** The three titles of a mission, task or race, one field per language. */
export function TitleFields({
  title,
  onChange,
  issues,
}: {
  title: { ms: string; en: string; zh: string };
  onChange: (title: { ms: string; en: string; zh: string }) => void;
  issues: Record<string, string>;
}) {
  const { t } = useTranslation('loyaltyMissions');
  return (
    <>
      {(['ms', 'en', 'zh'] as const).map((lang) => (
        <Field key={lang} label={t(`form.title.${lang}`)} error={issues[`title.${lang}`]}>
          {(field) => (
            <Input {...field} value={title[lang]} onChange={(e) => onChange({ ...title, [lang]: e.target.value })} />
          )}
        </Field>
      ))}
    </>
  );
}
