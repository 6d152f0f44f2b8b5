import {
  lotteryAdminRoutes,
  type TBetTypeSettings,
  type TBetTypeSettingsInput,
  type TLotteryGameSettings,
} from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../shared/api/client';
import { QueryView } from '../../shared/ui/data-table';
import { Checkbox, Field, Input, Select, Switch } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { betTypeLabel } from './bet-labels';
import { money } from './lottery-format';
import { useLotteryGames } from './use-lottery-games';

/**
 * Odds and limits per bet type of one game: odds (with the stake included) per odds class, stake limits,
 * per-point prices of lô, whether each bet type is on sale, the cap per number and cancelling. The server
 * checks the whole with the games package and names each refused field; bets already placed keep their odds.
 */
export function LotteryOddsPage() {
  const { t } = useTranslation('lottery');
  const games = useLotteryGames();
  const pickId = useId();
  const [picked, setPicked] = useState('');
  const gameCode = picked || games.data?.games[0]?.code || '';
  const settings = useQuery({
    queryKey: ['lottery', 'settings', gameCode],
    queryFn: () => callApi(lotteryAdminRoutes.gameSettings, { params: { gameCode } }),
    enabled: gameCode !== '',
  });
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('odds.title')}
        description={t('odds.description')}
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={pickId} className="text-xs text-ink-soft">
              {t('filters.game')}
            </label>
            <Select id={pickId} className="w-48" value={gameCode} onChange={(e) => setPicked(e.target.value)}>
              {games.data?.games.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.name}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      <QueryView query={settings}>{(s) => <SettingsForm key={s.gameCode} settings={s} />}</QueryView>
    </div>
  );
}

type Draft = {
  maxPayoutPerNumber: string;
  allowCancel: boolean;
  betTypes: TBetTypeSettings[];
};

/** The refused fields of a save, by field path (`betTypes.de.odds.*`), with the reason's words. */
function refusedFields(error: unknown, words: (reason: string) => string): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details as { field?: unknown; reason?: unknown }[]) {
    if (typeof d.field === 'string' && typeof d.reason === 'string') out[d.field] ??= words(d.reason);
  }
  return out;
}

function SettingsForm({ settings }: { settings: TLotteryGameSettings }) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    maxPayoutPerNumber: settings.maxPayoutPerNumber,
    allowCancel: settings.allowCancel,
    betTypes: settings.betTypes,
  });
  const save = useMutation({
    mutationFn: (d: Draft) =>
      callApi(lotteryAdminRoutes.updateGameSettings, {
        params: { gameCode: settings.gameCode },
        body: {
          maxPayoutPerNumber: d.maxPayoutPerNumber.trim(),
          allowCancel: d.allowCancel,
          betTypes: d.betTypes.map(toInput),
        },
      }),
    onSuccess: (saved) => {
      // The form shows what the server kept (odds to three decimals, money to the currency's).
      setDraft({
        maxPayoutPerNumber: saved.maxPayoutPerNumber,
        allowCancel: saved.allowCancel,
        betTypes: saved.betTypes,
      });
      queryClient.setQueryData(['lottery', 'settings', settings.gameCode], saved);
    },
  });
  const errors = refusedFields(save.error, (reason) => t(`configReasons.${reason}`, { defaultValue: reason }));
  const setBetType = (index: number, next: TBetTypeSettings) =>
    setDraft((d) => ({ ...d, betTypes: d.betTypes.map((b, i) => (i === index ? next : b)) }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft);
  };
  const unitText = money(settings.currency, settings.unit, settings.exponent);

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <Panel title={t('odds.gameTitle', { game: settings.name })}>
        <div className="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2">
          <Field
            label={t('odds.cap', { currency: settings.currency })}
            hint={t('odds.capHint')}
            error={errors.maxPayoutPerNumber}
          >
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={draft.maxPayoutPerNumber}
                onChange={(e) => setDraft((d) => ({ ...d, maxPayoutPerNumber: e.target.value }))}
              />
            )}
          </Field>
          <div className="flex items-end pb-1">
            <Switch
              label={t('odds.allowCancel')}
              checked={draft.allowCancel}
              onCheckedChange={(allowCancel) => setDraft((d) => ({ ...d, allowCancel }))}
            />
          </div>
        </div>
      </Panel>
      <Panel title={t('odds.betTypesTitle')} description={t('odds.betTypesHint', { unit: unitText })}>
        <ul className="divide-y divide-line">
          {draft.betTypes.map((bt, index) => (
            <li key={bt.betType} className="space-y-2 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-[13px] font-semibold">{betTypeLabel(t, bt.betType)}</h3>
                <Checkbox
                  label={t('odds.onSale', { betType: betTypeLabel(t, bt.betType) })}
                  checked={bt.enabled}
                  onChange={(enabled) => setBetType(index, { ...bt, enabled })}
                />
              </div>
              {errors[`betTypes.${bt.betType}`] ? (
                <p className="text-xs text-bad">{errors[`betTypes.${bt.betType}`]}</p>
              ) : null}
              <BetTypeFields
                betType={bt}
                errors={errors}
                currency={settings.currency}
                onChange={(next) => setBetType(index, next)}
              />
            </li>
          ))}
        </ul>
      </Panel>
      <div className="sticky bottom-0 rounded-md border border-line bg-panel p-3">
        <SaveBar mutation={save} savedLabel={t('odds.saved')} />
      </div>
    </form>
  );
}

function BetTypeFields({
  betType: bt,
  errors,
  currency,
  onChange,
}: {
  betType: TBetTypeSettings;
  errors: Record<string, string>;
  currency: string;
  onChange: (next: TBetTypeSettings) => void;
}) {
  const { t } = useTranslation('lottery');
  const at = `betTypes.${bt.betType}`;
  if (bt.pricing === 'per_point') {
    const number = (key: 'costPerPoint' | 'payoutPerHit' | 'minPoints' | 'maxPoints') => (
      <Field key={key} label={<Named text={t(`odds.${key}`)} betType={bt.betType} />} error={errors[`${at}.${key}`]}>
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            value={String(bt[key])}
            onChange={(e) => onChange({ ...bt, [key]: Number(e.target.value.replace(/\D/g, '')) })}
          />
        )}
      </Field>
    );
    return (
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {number('costPerPoint')}
        {number('payoutPerHit')}
        {number('minPoints')}
        {number('maxPoints')}
      </div>
    );
  }
  const stake = (key: 'minStake' | 'maxStake') => (
    <Field
      key={key}
      label={<Named text={t(`odds.${key}`, { currency })} betType={bt.betType} />}
      error={errors[`${at}.${key}`]}
    >
      {(props) => (
        <Input
          {...props}
          inputMode="decimal"
          value={bt[key]}
          onChange={(e) => onChange({ ...bt, [key]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {Object.entries(bt.odds).map(([oddsClass, value]) => (
          <Field
            key={oddsClass}
            label={
              <Named text={oddsClass === '*' ? t('odds.odds') : t('odds.oddsOf', { oddsClass })} betType={bt.betType} />
            }
            error={errors[`${at}.odds.${oddsClass}`]}
          >
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={value}
                onChange={(e) => onChange({ ...bt, odds: { ...bt.odds, [oddsClass]: e.target.value } })}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stake('minStake')}
        {stake('maxStake')}
      </div>
    </div>
  );
}

/** A field's short visible label; screen readers also hear the bet type, as every bet type has the same fields. */
function Named({ text, betType }: { text: string; betType: string }) {
  const { t } = useTranslation('lottery');
  return (
    <>
      {text}
      <span className="sr-only"> ({betTypeLabel(t, betType)})</span>
    </>
  );
}

function toInput(bt: TBetTypeSettings): TBetTypeSettingsInput {
  return bt.pricing === 'odds'
    ? {
        betType: bt.betType,
        pricing: 'odds',
        enabled: bt.enabled,
        odds: Object.fromEntries(Object.entries(bt.odds).map(([k, v]) => [k, v.trim()])),
        minStake: bt.minStake.trim(),
        maxStake: bt.maxStake.trim(),
      }
    : bt;
}
