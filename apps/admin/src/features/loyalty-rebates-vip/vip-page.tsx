import {
  type TVipAdmin,
  type TVipInput,
  type TVipLevelInput,
  VIP_MAX_LEVEL,
  vipAdminRoutes,
  vipBases,
  vipDowngrades,
} from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { QueryView } from '../../shared/ui/data-table';
import { Field, Input, Select } from '../../shared/ui/field';
import { NumberInput } from '../../shared/ui/number-input';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { vipKey } from './rebates-page';

type LevelForm = Omit<TVipLevelInput, 'withdrawalMax' | 'withdrawalsPerDay'> & {
  /** '' keeps the brand's limit. */
  withdrawalMax: string;
  withdrawalsPerDay: string;
};

const amountFields = [
  'minValidBets',
  'minDeposits',
  'keepValidBets',
  'upgradeReward',
  'weeklyReward',
  'monthlyReward',
] as const;

function formOf(level: TVipAdmin['levels'][number]): LevelForm {
  return {
    level: level.level,
    name: level.name,
    minValidBets: level.minValidBets,
    minDeposits: level.minDeposits,
    keepValidBets: level.keepValidBets,
    upgradeReward: level.upgradeReward,
    weeklyReward: level.weeklyReward,
    monthlyReward: level.monthlyReward,
    withdrawalMax: level.withdrawalMax ?? '',
    withdrawalsPerDay: level.withdrawalsPerDay === null ? '' : String(level.withdrawalsPerDay),
  };
}

/** A new level above the top: asking more than it, paying nothing yet, named after its number. */
function nextLevel(top: LevelForm | undefined): LevelForm {
  const level = (top?.level ?? -1) + 1;
  const more = (amount: string | undefined) => String(Math.max(1, Number(amount ?? 0) * 2 || 1));
  return {
    level,
    name: { ms: `VIP ${level}`, en: `VIP ${level}`, zh: `VIP ${level}` },
    minValidBets: level === 0 ? '0' : more(top?.minValidBets),
    minDeposits: level === 0 ? '0' : (top?.minDeposits ?? '0'),
    keepValidBets: '0',
    upgradeReward: '0',
    weeklyReward: '0',
    monthlyReward: '0',
    withdrawalMax: '',
    withdrawalsPerDay: '',
  };
}

/** One level's card: its names, what reaching and keeping it takes, what it pays and its withdrawal limits. */
function LevelCard({
  form,
  members,
  currency,
  issues,
  onChange,
}: {
  form: LevelForm;
  members: number;
  currency: string;
  issues: Record<string, string>;
  onChange: (form: LevelForm) => void;
}) {
  const { t } = useTranslation('rebatesVip');
  const at = (field: string) => issues[`levels.${form.level}.${field}`];
  const id = `vip-level-${form.level}`;
  return (
    <li>
      <Panel
        labelledBy={id}
        title={t('vip.levelTitle', { level: form.level, name: form.name.en })}
        description={t('vip.members', { count: members })}
      >
        <div className="grid grid-cols-1 gap-3 p-3 sm:grid-cols-3">
          {(['ms', 'en', 'zh'] as const).map((lang) => (
            <Field key={lang} label={t(`vip.name.${lang}`)} error={at(`name.${lang}`)}>
              {(field) => (
                <Input
                  {...field}
                  value={form.name[lang]}
                  maxLength={30}
                  onChange={(e) => onChange({ ...form, name: { ...form.name, [lang]: e.target.value } })}
                />
              )}
            </Field>
          ))}
          {amountFields.map((name) => (
            <Field
              key={name}
              label={t(`vip.field.${name}`, { currency })}
              error={at(name)}
              hint={
                form.level === 0 && (name === 'minValidBets' || name === 'minDeposits') ? t('vip.baseHint') : undefined
              }
            >
              {(field) => (
                <Input
                  {...field}
                  inputMode="decimal"
                  value={form[name]}
                  disabled={form.level === 0 && (name === 'minValidBets' || name === 'minDeposits')}
                  onChange={(e) => onChange({ ...form, [name]: e.target.value })}
                />
              )}
            </Field>
          ))}
          <Field
            label={t('vip.field.withdrawalMax', { currency })}
            hint={t('vip.brandLimit')}
            error={at('withdrawalMax')}
          >
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                value={form.withdrawalMax}
                onChange={(e) => onChange({ ...form, withdrawalMax: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('vip.field.withdrawalsPerDay')} hint={t('vip.brandLimit')} error={at('withdrawalsPerDay')}>
            {(field) => (
              <Input
                {...field}
                inputMode="numeric"
                value={form.withdrawalsPerDay}
                onChange={(e) => onChange({ ...form, withdrawalsPerDay: e.target.value })}
              />
            )}
          </Field>
        </div>
      </Panel>
    </li>
  );
}

function VipForm({ data }: { data: TVipAdmin }) {
  const { t } = useTranslation('rebatesVip');
  const queryClient = useQueryClient();
  const [rules, setRules] = useState({
    basis: data.basis,
    rollingDays: data.rollingDays,
    downgrade: data.downgrade,
    quietDays: data.quietDays,
    serviceLevel: data.serviceLevel,
  });
  const [levels, setLevels] = useState<LevelForm[]>(() =>
    data.levels.length > 0 ? data.levels.map(formOf) : [nextLevel(undefined)],
  );
  const save = useMutation({
    mutationFn: () => {
      const body: TVipInput = {
        ...rules,
        levels: levels.map((l) => ({
          ...l,
          withdrawalMax: l.withdrawalMax.trim() === '' ? null : l.withdrawalMax.trim(),
          withdrawalsPerDay: l.withdrawalsPerDay.trim() === '' ? null : Number(l.withdrawalsPerDay),
        })),
      };
      return callApi(vipAdminRoutes.saveVip, { body });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(vipKey, saved);
      setLevels(saved.levels.map(formOf));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const issues = fieldIssues(save.error);
  const top = levels.at(-1);
  const members = (level: number) => data.levels.find((l) => l.level === level)?.members ?? 0;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Panel title={t('vip.rules')} labelledBy="vip-rules" description={t('vip.rulesHint')}>
        <div className="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('vip.basis')} hint={t(`vip.basisHint.${rules.basis}`)}>
            {(field) => (
              <Select
                {...field}
                value={rules.basis}
                onChange={(e) => setRules({ ...rules, basis: e.target.value as TVipAdmin['basis'] })}
              >
                {vipBases.map((basis) => (
                  <option key={basis} value={basis}>
                    {t(`vip.basisOption.${basis}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {rules.basis === 'rolling' ? (
            <NumberInput
              label={t('vip.rollingDays')}
              min={7}
              max={365}
              value={rules.rollingDays}
              error={issues.rollingDays}
              onChange={(rollingDays) => setRules({ ...rules, rollingDays })}
            />
          ) : null}
          <Field label={t('vip.downgrade')} hint={t(`vip.downgradeHint.${rules.downgrade}`)}>
            {(field) => (
              <Select
                {...field}
                value={rules.downgrade}
                onChange={(e) => setRules({ ...rules, downgrade: e.target.value as TVipAdmin['downgrade'] })}
              >
                {vipDowngrades.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(`vip.downgradeOption.${rule}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {rules.downgrade === 'quiet' ? (
            <NumberInput
              label={t('vip.quietDays')}
              min={7}
              max={365}
              value={rules.quietDays}
              error={issues.quietDays}
              onChange={(quietDays) => setRules({ ...rules, quietDays })}
            />
          ) : null}
          <Field label={t('vip.serviceLevel')} hint={t('vip.serviceHint')} error={issues.serviceLevel}>
            {(field) => (
              <Select
                {...field}
                value={rules.serviceLevel === null ? '' : String(rules.serviceLevel)}
                onChange={(e) =>
                  setRules({ ...rules, serviceLevel: e.target.value === '' ? null : Number(e.target.value) })
                }
              >
                <option value="">{t('vip.serviceNobody')}</option>
                {levels
                  .filter((l) => l.level > 0)
                  .map((l) => (
                    <option key={l.level} value={l.level}>
                      {t('vip.serviceFrom', { level: l.level, name: l.name.en })}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
        </div>
      </Panel>
      <ol aria-label={t('vip.ladder')} className="space-y-3">
        {levels.map((form, i) => (
          <LevelCard
            key={form.level}
            form={form}
            members={members(form.level)}
            currency={data.currency}
            issues={issues}
            onChange={(next) => setLevels((all) => all.map((l, j) => (j === i ? next : l)))}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={levels.length > VIP_MAX_LEVEL}
          onClick={() => setLevels((all) => [...all, nextLevel(all.at(-1))])}
        >
          <Plus aria-hidden className="size-4" />
          {t('vip.addLevel')}
        </Button>
        {top && top.level > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => setLevels((all) => all.slice(0, -1))}>
            <Trash2 aria-hidden className="size-4" />
            {t('vip.removeLevel', { level: top.level })}
          </Button>
        ) : null}
      </div>
      <SaveBar mutation={save} savedLabel={t('vip.saved')} />
    </form>
  );
}

/**
 * The VIP ladder and its rules (ADR 060): what counts towards a level, the downgrade rule, from which level the VIP
 * customer-service line, and each level's names, requirements, rewards and withdrawal limits. The rebate rates of
 * each level are on the rebates page; how the level rewards are paid is the loyalty programs page's.
 */
export function VipPage() {
  const { t } = useTranslation('rebatesVip');
  const query = useQuery({ queryKey: vipKey, queryFn: () => callApi(vipAdminRoutes.vip, {}) });
  return (
    <div className="space-y-3">
      <PageHeader title={t('vip.title')} description={t('vip.description')} />
      <QueryView query={query}>
        {(data) => (
          <>
            {data.since === null ? <p className="text-ink-soft">{t('vip.notSaved')}</p> : null}
            <VipForm data={data} />
          </>
        )}
      </QueryView>
    </div>
  );
}
