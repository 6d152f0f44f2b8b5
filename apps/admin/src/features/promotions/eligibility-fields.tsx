import { eligibilityRules, type TEligibilityRuleInput, type TEligibilityRuleName } from '@gemilang/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { Field, Input, Select } from '../../shared/ui/field';
import { NumberInput } from '../../shared/ui/number-input';
import { MoneyInput } from './reward-fields';

function ruleOf(name: TEligibilityRuleName): TEligibilityRuleInput {
  switch (name) {
    case 'deposit_count':
      return { rule: name, min: 0 };
    case 'min_deposit':
      return { rule: name, amount: '' };
    case 'vip_level':
      return { rule: name, min: 1 };
    case 'member_label':
      return { rule: name, label: '' };
    case 'once':
      return { rule: name, per: 'member' };
    default:
      return { rule: name };
  }
}

/** One rule's own fields (a minimum, an amount, a label), beside its name. */
function RuleFields({
  rule,
  index,
  onChange,
  errorOf,
  currency,
}: {
  rule: TEligibilityRuleInput;
  index: number;
  onChange: (rule: TEligibilityRuleInput) => void;
  errorOf: (field: string) => string | undefined;
  currency: string;
}) {
  const { t } = useTranslation('promotions');
  switch (rule.rule) {
    case 'deposit_count':
      return (
        <>
          <NumberInput
            label={t('rules.min')}
            min={0}
            max={1000}
            value={rule.min ?? 0}
            onChange={(min) => onChange({ ...rule, min })}
          />
          <Field label={t('rules.max')} hint={t('terms.noLimitHint')}>
            {(props) => (
              <Input
                {...props}
                type="number"
                min={0}
                max={1000}
                value={rule.max ?? ''}
                onChange={(e) =>
                  onChange({ ...rule, max: e.target.value === '' ? undefined : Math.trunc(Number(e.target.value)) })
                }
              />
            )}
          </Field>
        </>
      );
    case 'min_deposit':
      return (
        <MoneyInput
          label={t('rules.amount')}
          currency={currency}
          value={rule.amount}
          onChange={(amount) => onChange({ ...rule, amount })}
          error={errorOf(`eligibility.${index}.amount`)}
        />
      );
    case 'vip_level':
      return (
        <NumberInput
          label={t('rules.level')}
          min={0}
          max={99}
          value={rule.min}
          onChange={(min) => onChange({ ...rule, min })}
        />
      );
    case 'member_label':
      return (
        <Field label={t('rules.label')} error={errorOf(`eligibility.${index}.label`)}>
          {(props) => (
            <Input
              {...props}
              maxLength={40}
              value={rule.label}
              onChange={(e) => onChange({ ...rule, label: e.target.value })}
            />
          )}
        </Field>
      );
    case 'once':
      return (
        <Field label={t('rules.per')}>
          {(props) => (
            <Select
              {...props}
              value={rule.per}
              onChange={(e) => onChange({ ...rule, per: e.target.value as 'member' | 'day' })}
            >
              <option value="member">{t('rules.perMember')}</option>
              <option value="day">{t('rules.perDay')}</option>
            </Select>
          )}
        </Field>
      );
    default:
      return null;
  }
}

/** The offer's eligibility rules as typed data: each added from a list, with its own fields, removable. */
export function EligibilityFields({
  rules,
  onChange,
  errorOf,
  currency,
}: {
  rules: TEligibilityRuleInput[];
  onChange: (rules: TEligibilityRuleInput[]) => void;
  errorOf: (field: string) => string | undefined;
  currency: string;
}) {
  const { t } = useTranslation('promotions');
  const unused = eligibilityRules.filter((name) => !rules.some((r) => r.rule === name));
  const [adding, setAdding] = useState<TEligibilityRuleName | ''>('');
  const choice = adding && unused.includes(adding) ? adding : (unused[0] ?? '');
  return (
    <div className="space-y-2">
      {rules.length === 0 ? <p className="text-[13px] text-ink-soft">{t('rules.none')}</p> : null}
      <ul className="space-y-2">
        {rules.map((rule, i) => (
          <li
            key={rule.rule}
            className="grid items-end gap-2 rounded border border-line p-2 sm:grid-cols-[12rem_1fr_1fr_auto]"
          >
            <p className="self-center text-[13px] font-medium">{t(`rules.names.${rule.rule}`)}</p>
            <RuleFields
              rule={rule}
              index={i}
              currency={currency}
              errorOf={errorOf}
              onChange={(next) => onChange(rules.map((r, j) => (j === i ? next : r)))}
            />
            <Button
              variant="ghost"
              className="justify-self-end sm:col-start-4"
              aria-label={t('rules.remove', { rule: t(`rules.names.${rule.rule}`) })}
              onClick={() => onChange(rules.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      {choice ? (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t('rules.add')}>
            {(props) => (
              <Select
                {...props}
                className="w-56"
                value={choice}
                onChange={(e) => setAdding(e.target.value as TEligibilityRuleName)}
              >
                {unused.map((name) => (
                  <option key={name} value={name}>
                    {t(`rules.names.${name}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button size="sm" onClick={() => onChange([...rules, ruleOf(choice)])}>
            <Plus aria-hidden className="size-3.5" />
            {t('rules.addButton')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
