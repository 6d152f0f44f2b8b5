import { bonusProducts, type TContribution, type TOfferTermsInput } from '@gemilang/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { Field, Input, Select } from '../../shared/ui/field';
import { NumberInput } from '../../shared/ui/number-input';
import { MoneyInput } from './reward-fields';

/**
 * The contribution lines: how much of a stake counts towards turnover, by product, then category, then game
 * (the first line that matches wins; a stake matching none counts the default percent).
 */
function ContributionLines({
  lines,
  onChange,
}: {
  lines: TContribution[];
  onChange: (lines: TContribution[]) => void;
}) {
  const { t } = useTranslation('promotions');
  const set = (i: number, line: TContribution) => onChange(lines.map((l, j) => (j === i ? line : l)));
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-xs font-medium text-ink-soft">{t('terms.contributions')}</legend>
      <p className="text-[11px] text-ink-faint">{t('terms.contributionsHint')}</p>
      {lines.length === 0 ? <p className="text-[13px] text-ink-soft">{t('terms.noLines')}</p> : null}
      <ol className="space-y-2">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines' order is their meaning; they have no ids
          <li key={i} className="grid grid-cols-2 items-end gap-2 rounded border border-line p-2 sm:grid-cols-5">
            <Field label={t('terms.product')}>
              {(props) => (
                <Select
                  {...props}
                  value={line.product}
                  onChange={(e) => set(i, { ...line, product: e.target.value as TContribution['product'] })}
                >
                  {bonusProducts.map((p) => (
                    <option key={p} value={p}>
                      {t(`products.${p}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('terms.category')}>
              {(props) => (
                <Input
                  {...props}
                  maxLength={20}
                  value={line.category ?? ''}
                  onChange={(e) => set(i, { ...line, category: e.target.value || undefined })}
                />
              )}
            </Field>
            <Field label={t('terms.gameCode')}>
              {(props) => (
                <Input
                  {...props}
                  maxLength={40}
                  value={line.gameCode ?? ''}
                  onChange={(e) => set(i, { ...line, gameCode: e.target.value || undefined })}
                />
              )}
            </Field>
            <NumberInput
              label={t('terms.percent')}
              min={0}
              max={100}
              value={line.percent}
              onChange={(percent) => set(i, { ...line, percent })}
            />
            <Button
              variant="ghost"
              aria-label={t('terms.removeLine', { n: i + 1 })}
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        onClick={() => onChange([...lines, { product: 'game', percent: 100 }])}
        disabled={lines.length >= 50}
      >
        <Plus aria-hidden className="size-3.5" />
        {t('terms.addLine')}
      </Button>
    </fieldset>
  );
}

/** The terms every grant of the offer copies: turnover, contributions, max bet, conversion cap, life. */
export function TermsFields({
  terms,
  onChange,
  errorOf,
  currency,
  maxTurnoverMultiple,
}: {
  terms: TOfferTermsInput;
  onChange: (terms: TOfferTermsInput) => void;
  errorOf: (field: string) => string | undefined;
  currency: string;
  maxTurnoverMultiple: number;
}) {
  const { t } = useTranslation('promotions');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberInput
        label={t('terms.turnoverMultiple')}
        min={0}
        max={maxTurnoverMultiple}
        value={terms.turnoverMultiple}
        onChange={(turnoverMultiple) => onChange({ ...terms, turnoverMultiple })}
        error={errorOf('terms.turnoverMultiple')}
        hint={t('terms.turnoverCap', { max: maxTurnoverMultiple })}
      />
      <Field label={t('terms.turnoverOf')}>
        {(props) => (
          <Select
            {...props}
            value={terms.turnoverOf}
            onChange={(e) => onChange({ ...terms, turnoverOf: e.target.value as TOfferTermsInput['turnoverOf'] })}
          >
            <option value="bonus">{t('terms.ofBonus')}</option>
            <option value="deposit_bonus">{t('terms.ofDepositBonus')}</option>
          </Select>
        )}
      </Field>
      <NumberInput
        label={t('terms.defaultPercent')}
        min={0}
        max={100}
        value={terms.defaultPercent}
        onChange={(defaultPercent) => onChange({ ...terms, defaultPercent })}
        error={errorOf('terms.defaultPercent')}
      />
      <NumberInput
        label={t('terms.lifeDays')}
        min={1}
        max={90}
        value={terms.lifeDays}
        onChange={(lifeDays) => onChange({ ...terms, lifeDays })}
        error={errorOf('terms.lifeDays')}
      />
      <MoneyInput
        label={t('terms.maxBet')}
        currency={currency}
        value={terms.maxBet ?? ''}
        onChange={(maxBet) => onChange({ ...terms, maxBet: maxBet.trim() === '' ? null : maxBet })}
        error={errorOf('terms.maxBet')}
      />
      <Field
        label={t('terms.maxConversionMultiple')}
        hint={t('terms.noLimitHint')}
        error={errorOf('terms.maxConversionMultiple')}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            min={1}
            max={100}
            value={terms.maxConversionMultiple ?? ''}
            onChange={(e) =>
              onChange({
                ...terms,
                maxConversionMultiple: e.target.value === '' ? null : Math.trunc(Number(e.target.value)),
              })
            }
          />
        )}
      </Field>
      <ContributionLines
        lines={terms.contributions}
        onChange={(contributions) => onChange({ ...terms, contributions })}
      />
    </div>
  );
}
