import { maxReferralShareBp, referralsAdminRoutes, type TReferralSettings } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Field, Input, Switch } from '../../shared/ui/field';
import { NumberInput } from '../../shared/ui/number-input';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { useMerchant } from '../../shared/use-merchant';

const settingsKey = ['loyalty', 'referrals'] as const;

type Draft = Pick<
  TReferralSettings,
  'enabled' | 'depositReward' | 'minFirstDeposit' | 'shareBp' | 'friendCap' | 'periodCap'
>;

function SettingsForm({ settings }: { settings: TReferralSettings }) {
  const { t } = useTranslation('referrals');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    enabled: settings.saved ? settings.enabled : true,
    depositReward: settings.depositReward,
    minFirstDeposit: settings.minFirstDeposit,
    shareBp: settings.shareBp,
    friendCap: settings.friendCap,
    periodCap: settings.periodCap,
  });
  const save = useMutation({
    mutationFn: () => callApi(referralsAdminRoutes.updateSettings, { body: draft }),
    onSuccess: (value) => queryClient.setQueryData(settingsKey, value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const money = (key: 'depositReward' | 'minFirstDeposit' | 'friendCap' | 'periodCap', hint?: string) => (
    <Field label={t(`form.${key}`, { currency: settings.currency })} hint={hint}>
      {(field) => (
        <Input
          {...field}
          inputMode="decimal"
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          className="max-w-40"
        />
      )}
    </Field>
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Panel title={t('form.title')} labelledBy="referral-settings" description={t('form.description')}>
        <div className="grid gap-3 p-3 sm:grid-cols-2">
          {settings.saved ? null : <p className="text-ink-soft sm:col-span-2">{t('form.notSaved')}</p>}
          <div className="sm:col-span-2">
            <Switch
              label={t('form.enabled')}
              checked={draft.enabled}
              onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
            />
          </div>
          {money('depositReward', t('form.depositRewardHint'))}
          {money('minFirstDeposit')}
          <NumberInput
            label={t('form.shareBp')}
            hint={t('form.shareBpHint', { percent: (draft.shareBp / 100).toFixed(2) })}
            min={0}
            max={maxReferralShareBp}
            value={draft.shareBp}
            onChange={(shareBp) => setDraft({ ...draft, shareBp })}
          />
          {money('friendCap', t('form.friendCapHint'))}
          {money('periodCap', t('form.periodCapHint'))}
        </div>
      </Panel>
      <SaveBar mutation={save} savedLabel={t('form.saved')} />
    </form>
  );
}

/**
 * Invite friends (ADR 061): the reward for a friend's first deposit, the share of friends' valid bets and its caps
 * per friend and per day; and the latest friends who earn their referrer nothing, with why. How rewards are paid
 * is the loyalty programs page's (Invite reward, Friends share).
 */
export function ReferralsPage() {
  const { t } = useTranslation('referrals');
  const { timeZone } = useMerchant();
  const query = useQuery({ queryKey: settingsKey, queryFn: () => callApi(referralsAdminRoutes.settings, {}) });
  return (
    <div className="space-y-3">
      <PageHeader title={t('title')} description={t('description')} />
      <QueryView query={query}>
        {(settings) => (
          <>
            <SettingsForm settings={settings} />
            <Panel title={t('refusals.title')} labelledBy="referral-refusals" description={t('refusals.description')}>
              {settings.refusals.length === 0 ? (
                <p className="p-3 text-ink-soft">{t('refusals.none')}</p>
              ) : (
                <DataTable
                  caption={t('refusals.title')}
                  rows={settings.refusals}
                  rowKey={(r) => `${r.friend}-${r.checkedAt}`}
                  columns={[
                    { id: 'friend', header: t('refusals.friend'), cell: (r) => r.friend },
                    { id: 'referrer', header: t('refusals.referrer'), cell: (r) => r.referrer },
                    { id: 'reason', header: t('refusals.reason'), cell: (r) => t(`reason.${r.reason}`) },
                    {
                      id: 'at',
                      header: t('refusals.at'),
                      cell: (r) => <span className="tabular-nums">{formatDateTime(r.checkedAt, timeZone)}</span>,
                    },
                  ]}
                />
              )}
            </Panel>
          </>
        )}
      </QueryView>
    </div>
  );
}
