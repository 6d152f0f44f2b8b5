import { dividendPeriods, type TContractKind } from '@gemilang/contract';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/text-field';
import { useContractAction } from './api';

interface TierDraft {
  minValidBet: string;
  minTeamLoss: string;
  minActive: string;
  rate: string;
}

const emptyTier: TierDraft = { minValidBet: '', minTeamLoss: '', minActive: '', rate: '' };
const MAX_TIERS = 10;

/**
 * Offering a contract of the page's kind to a direct downline agent: its tiers (conditions and rate, up to
 * ten), a dividend's period. The server judges it (the rate rule, tiers that climb) and says what is wrong.
 */
export function OfferForm({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation('agentContracts');
  const action = useContractAction(kind);
  const [downline, setDownline] = useState('');
  const [period, setPeriod] = useState<(typeof dividendPeriods)[number]>('weekly');
  const [tiers, setTiers] = useState<TierDraft[]>([{ ...emptyTier }]);
  const [sent, setSent] = useState<string | null>(null);
  const periodId = useId();

  const edit = (i: number, field: keyof TierDraft, value: string) =>
    setTiers((all) => all.map((tier, at) => (at === i ? { ...tier, [field]: value } : tier)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const reply = await action
      .mutateAsync({
        action: 'offer',
        downline: downline.trim(),
        ...(kind === 'dividend' ? { period } : {}),
        tiers: tiers.map((tier) => ({
          ...(tier.minValidBet.trim() ? { minValidBet: tier.minValidBet.trim() } : {}),
          ...(kind === 'dividend' && tier.minTeamLoss.trim() ? { minTeamLoss: tier.minTeamLoss.trim() } : {}),
          ...(tier.minActive.trim() ? { minActive: Number(tier.minActive) } : {}),
          rate: tier.rate.trim(),
        })),
      })
      .catch(() => null);
    if (reply?.contract) {
      setSent(reply.contract.downline);
      setDownline('');
      setTiers([{ ...emptyTier }]);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('offer.title')}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface/60 p-3 sm:p-4"
    >
      <h4 className="font-semibold text-ink">{t('offer.title')}</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('offer.downline')}
          value={downline}
          onChange={(e) => setDownline(e.target.value)}
          required
        />
        {kind === 'dividend' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={periodId} className="font-medium text-ink-soft text-sm">
              {t('offer.period')}
            </label>
            <select
              id={periodId}
              value={period}
              onChange={(e) => setPeriod(e.target.value as (typeof dividendPeriods)[number])}
              className="min-h-11 rounded-lg border border-line bg-night/70 px-3 text-base text-ink focus-visible:border-gold focus-visible:outline-none sm:text-sm"
            >
              {dividendPeriods.map((p) => (
                <option key={p} value={p}>
                  {t(`periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-ink-soft text-sm">{t('offer.tiers')}</legend>
        {tiers.map((tier, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a draft tier is its place in the list
            key={i}
            className="grid grid-cols-2 items-end gap-2 rounded-lg bg-night/40 p-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
          >
            <legend className="sr-only">{t('offer.tierN', { n: i + 1 })}</legend>
            <TextField
              label={t('offer.minValidBet', { n: i + 1 })}
              inputMode="decimal"
              value={tier.minValidBet}
              onChange={(e) => edit(i, 'minValidBet', e.target.value)}
            />
            {kind === 'dividend' ? (
              <TextField
                label={t('offer.minTeamLoss', { n: i + 1 })}
                inputMode="decimal"
                value={tier.minTeamLoss}
                onChange={(e) => edit(i, 'minTeamLoss', e.target.value)}
              />
            ) : null}
            <TextField
              label={t('offer.minActive', { n: i + 1 })}
              inputMode="numeric"
              value={tier.minActive}
              onChange={(e) => edit(i, 'minActive', e.target.value.replace(/\D/g, ''))}
            />
            <TextField
              label={t('offer.rate', { n: i + 1 })}
              inputMode="decimal"
              value={tier.rate}
              required
              onChange={(e) => edit(i, 'rate', e.target.value)}
            />
            {tiers.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('offer.removeTier', { n: i + 1 })}
                onClick={() => setTiers((all) => all.filter((_, at) => at !== i))}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            ) : null}
          </fieldset>
        ))}
        {tiers.length < MAX_TIERS ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setTiers((all) => [...all, { ...emptyTier }])}
          >
            <Plus size={16} aria-hidden="true" />
            {t('offer.addTier')}
          </Button>
        ) : null}
      </fieldset>
      {action.isError ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-danger text-sm">
          {action.error.message}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="rounded-lg bg-success/10 px-3 py-2 text-sm text-success">
          {t('offer.sent', { downline: sent })}
        </p>
      ) : null}
      <Button type="submit" disabled={action.isPending} className="self-start">
        {t('offer.send')}
      </Button>
    </form>
  );
}
