import { offerKinds, type TOfferKind, type TOfferRewardInput } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { Field, Input, Select } from '../../shared/ui/field';
import { NumberInput } from '../../shared/ui/number-input';
import { rewardOfKind } from './offer-form';

/** An amount field in major units, as typed (the server parses it with the brand's decimals). */
export function MoneyInput({
  label,
  currency,
  value,
  onChange,
  error,
}: {
  label: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label={`${label} (${currency})`} error={error}>
      {(props) => <Input {...props} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** The offer's kind and its reward's fields: a deposit match's percent, cap and minimum, a credit's amount… */
export function RewardFields({
  reward,
  onChange,
  errorOf,
  currency,
  kindLocked,
}: {
  reward: TOfferRewardInput;
  onChange: (reward: TOfferRewardInput) => void;
  errorOf: (field: string) => string | undefined;
  currency: string;
  kindLocked: boolean;
}) {
  const { t } = useTranslation('promotions');
  const money = (name: string, value: string, set: (v: string) => void) => (
    <MoneyInput
      label={t(`reward.${name}`)}
      currency={currency}
      value={value}
      onChange={set}
      error={errorOf(`reward.${name}`)}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('reward.kind')} hint={kindLocked ? t('reward.kindLocked') : t(`kindHints.${reward.kind}`)}>
        {(props) => (
          <Select
            {...props}
            value={reward.kind}
            disabled={kindLocked}
            onChange={(e) => onChange(rewardOfKind(e.target.value as TOfferKind))}
          >
            {offerKinds.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {reward.kind === 'deposit_match' ? (
        <>
          <Field label={t('reward.which')}>
            {(props) => (
              <Select
                {...props}
                value={reward.which}
                onChange={(e) => {
                  const which = e.target.value as typeof reward.which;
                  onChange({ ...reward, which, nth: which === 'nth' ? (reward.nth ?? 2) : undefined });
                }}
              >
                {(['first', 'nth', 'reload'] as const).map((w) => (
                  <option key={w} value={w}>
                    {t(`reward.whichOptions.${w}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {reward.which === 'nth' ? (
            <NumberInput
              label={t('reward.nth')}
              min={2}
              max={100}
              value={reward.nth ?? 2}
              onChange={(nth) => onChange({ ...reward, nth })}
              error={errorOf('reward.nth')}
            />
          ) : null}
          <NumberInput
            label={t('reward.percent')}
            min={1}
            max={500}
            value={reward.percent}
            onChange={(percent) => onChange({ ...reward, percent })}
            error={errorOf('reward.percent')}
          />
          {money('cap', reward.cap, (cap) => onChange({ ...reward, cap }))}
          {money('minDeposit', reward.minDeposit, (minDeposit) => onChange({ ...reward, minDeposit }))}
        </>
      ) : null}
      {reward.kind === 'fixed_credit' || reward.kind === 'application'
        ? money('amount', reward.amount, (amount) => onChange({ ...reward, amount }))
        : null}
      {reward.kind === 'free_rounds' ? (
        <>
          <Field label={t('reward.gameCode')} error={errorOf('reward.gameCode')}>
            {(props) => (
              <Input
                {...props}
                maxLength={40}
                value={reward.gameCode}
                onChange={(e) => onChange({ ...reward, gameCode: e.target.value })}
              />
            )}
          </Field>
          <NumberInput
            label={t('reward.rounds')}
            min={1}
            max={500}
            value={reward.rounds}
            onChange={(rounds) => onChange({ ...reward, rounds })}
            error={errorOf('reward.rounds')}
          />
          {money('stake', reward.stake, (stake) => onChange({ ...reward, stake }))}
        </>
      ) : null}
    </div>
  );
}
