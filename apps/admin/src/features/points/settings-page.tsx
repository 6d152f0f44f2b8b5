import {
  pointProducts,
  pointsAdminRoutes,
  type TPointProduct,
  type TPointSettings,
  type TPointSettingsInput,
} from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { QueryView } from '../../shared/ui/data-table';
import { Field, Input, Switch, TextArea } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { pointsKey, pointsText, timesDecimal } from './points-format';

const settingsKey = [...pointsKey, 'settings'] as const;
/** The worked examples show this many betting units (MYR 250.00 of bets at MYR 10.00 a unit). */
const exampleUnits = 25;
const languages = ['ms', 'en', 'zh'] as const;

type Pair = { bettingUnit: string; pointsRatio: string };
interface Draft {
  enabled: boolean;
  rates: Record<TPointProduct, Pair>;
  depositOn: boolean;
  deposit: Pair;
  conversionOn: boolean;
  conversion: { points: string; amount: string; minPoints: string };
  notes: { ms: string; en: string; zh: string };
}

const blankPair: Pair = { bettingUnit: '', pointsRatio: '' };
const filled = (pair: Pair) => pair.bettingUnit.trim() !== '' || pair.pointsRatio.trim() !== '';

function draftOf(settings: TPointSettings): Draft {
  const rates = Object.fromEntries(pointProducts.map((p) => [p, blankPair])) as Record<TPointProduct, Pair>;
  for (const r of settings.rates) rates[r.product] = { bettingUnit: r.bettingUnit, pointsRatio: r.pointsRatio };
  return {
    // A brand that never saved sees the suggestion switched on: saving it is what starts the mall.
    enabled: settings.saved ? settings.enabled : true,
    rates,
    depositOn: settings.deposit !== null,
    deposit: settings.deposit ?? { bettingUnit: '100.00', pointsRatio: '1.00' },
    conversionOn: settings.conversion !== null,
    conversion: settings.conversion ?? { points: '100.00', amount: '1.00', minPoints: '100.00' },
    notes: settings.notes,
  };
}

/** The body to save, and which product each sent rate is (the server names a rate by its place in the list). */
function bodyOf(draft: Draft): { body: TPointSettingsInput; sent: TPointProduct[] } {
  const sent = pointProducts.filter((p) => filled(draft.rates[p]));
  return {
    sent,
    body: {
      enabled: draft.enabled,
      rates: sent.map((product) => ({
        product,
        bettingUnit: draft.rates[product].bettingUnit.trim(),
        pointsRatio: draft.rates[product].pointsRatio.trim(),
      })),
      deposit: draft.depositOn
        ? { bettingUnit: draft.deposit.bettingUnit.trim(), pointsRatio: draft.deposit.pointsRatio.trim() }
        : null,
      conversion: draft.conversionOn
        ? {
            points: draft.conversion.points.trim(),
            amount: draft.conversion.amount.trim(),
            minPoints: draft.conversion.minPoints.trim(),
          }
        : null,
      notes: draft.notes,
    },
  };
}

/** "MYR 250.00 … 25.00 points" for a ratio as typed, or null while either half is not a number. */
function example(pair: Pair): { amount: string; points: string } | null {
  const amount = timesDecimal(pair.bettingUnit, exampleUnits);
  const points = timesDecimal(pair.pointsRatio, exampleUnits);
  return amount && points ? { amount, points: pointsText(points) } : null;
}

function SettingsForm({ settings }: { settings: TPointSettings }) {
  const { t } = useTranslation('points');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [sent, setSent] = useState<TPointProduct[]>([]);
  const { currency } = settings;
  const save = useMutation({
    mutationFn: () => {
      const { body, sent } = bodyOf(draft);
      setSent(sent);
      return callApi(pointsAdminRoutes.updateSettings, { body });
    },
    onSuccess: (value) => {
      queryClient.setQueryData(settingsKey, value);
      setDraft(draftOf(value));
    },
  });
  const issues = fieldIssues(save.error);
  const rateIssue = (product: TPointProduct, field: keyof Pair) => {
    const index = sent.indexOf(product);
    return index < 0 ? undefined : (issues[`rates.${index}.${field}`] ?? issues[`rates.${index}`]);
  };
  const setRate = (product: TPointProduct, pair: Pair) =>
    setDraft((d) => ({ ...d, rates: { ...d.rates, [product]: pair } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const productName = (p: TPointProduct) => t(`product.${p}`);
  const depositExample = example(draft.deposit);
  const conversionPoints = timesDecimal(draft.conversion.points, 1);
  const conversionAmount = timesDecimal(draft.conversion.amount, 1);
  const minPoints = timesDecimal(draft.conversion.minPoints, 1);

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Panel title={t('settings.earning')} labelledBy="points-earning" description={t('settings.earningHint')}>
        <div className="space-y-3 p-3">
          {settings.saved ? null : <p className="text-ink-soft">{t('settings.notSaved')}</p>}
          <Switch
            label={t('settings.enabled')}
            checked={draft.enabled}
            onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
          />
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-[13px]">
              <caption className="sr-only">{t('settings.ratesCaption')}</caption>
              <thead>
                <tr className="text-[11px] text-ink-soft">
                  <th scope="col" className="border-b border-line bg-sunken px-2 py-1.5">
                    {t('settings.product')}
                  </th>
                  <th scope="col" className="border-b border-line bg-sunken w-24 px-2 py-1.5 sm:w-32">
                    {t('settings.bettingUnit', { currency })}
                  </th>
                  <th scope="col" className="border-b border-line bg-sunken w-24 px-2 py-1.5 sm:w-32">
                    {t('settings.pointsRatio')}
                  </th>
                  <th scope="col" className="hidden border-b border-line bg-sunken px-2 py-1.5 md:table-cell">
                    {t('settings.example')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {pointProducts.map((product) => {
                  const pair = draft.rates[product];
                  const shown = example(pair);
                  const exampleText = shown
                    ? t('settings.betExample', {
                        amount: money(currency, shown.amount),
                        product: t(`productInSentence.${product}`),
                        points: shown.points,
                      })
                    : t('settings.earnsNothing');
                  const unitError = rateIssue(product, 'bettingUnit');
                  const ratioError = rateIssue(product, 'pointsRatio');
                  return (
                    <tr key={product} className="border-b border-line align-top last:border-b-0">
                      <th scope="row" className="px-2 py-1.5 font-medium whitespace-nowrap">
                        {productName(product)}
                        <span className="block max-w-44 text-[11px] font-normal whitespace-normal text-ink-soft md:hidden">
                          {exampleText}
                        </span>
                      </th>
                      <td className="w-24 px-2 py-1 sm:w-32">
                        <Input
                          inputMode="decimal"
                          aria-label={t('settings.bettingUnitOf', { product: productName(product), currency })}
                          aria-invalid={unitError ? true : undefined}
                          value={pair.bettingUnit}
                          placeholder="—"
                          onChange={(e) => setRate(product, { ...pair, bettingUnit: e.target.value })}
                        />
                        {unitError ? <span className="block text-xs text-bad">{unitError}</span> : null}
                      </td>
                      <td className="w-24 px-2 py-1 sm:w-32">
                        <Input
                          inputMode="decimal"
                          aria-label={t('settings.pointsRatioOf', { product: productName(product) })}
                          aria-invalid={ratioError ? true : undefined}
                          value={pair.pointsRatio}
                          placeholder="—"
                          onChange={(e) => setRate(product, { ...pair, pointsRatio: e.target.value })}
                        />
                        {ratioError ? <span className="block text-xs text-bad">{ratioError}</span> : null}
                      </td>
                      <td className="hidden px-2 py-1.5 text-ink-soft md:table-cell">{exampleText}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="text-[11px] text-ink-faint">{t('settings.ratesHint')}</p>
        </div>
      </Panel>

      <Panel title={t('settings.deposits')} labelledBy="points-deposits" description={t('settings.depositsHint')}>
        <div className="space-y-3 p-3">
          <Switch
            label={t('settings.depositOn')}
            checked={draft.depositOn}
            onCheckedChange={(depositOn) => setDraft({ ...draft, depositOn })}
          />
          {draft.depositOn ? (
            <>
              <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                <DecimalField
                  label={t('settings.depositUnit', { currency })}
                  error={issues['deposit.bettingUnit']}
                  value={draft.deposit.bettingUnit}
                  onChange={(value) => setDraft({ ...draft, deposit: { ...draft.deposit, bettingUnit: value } })}
                />
                <DecimalField
                  label={t('settings.pointsRatio')}
                  error={issues['deposit.pointsRatio']}
                  value={draft.deposit.pointsRatio}
                  onChange={(value) => setDraft({ ...draft, deposit: { ...draft.deposit, pointsRatio: value } })}
                />
              </div>
              {depositExample ? (
                <p className="text-ink-soft">
                  {t('settings.depositExample', {
                    amount: money(currency, depositExample.amount),
                    points: depositExample.points,
                  })}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </Panel>

      <Panel title={t('settings.conversion')} labelledBy="points-conversion" description={t('settings.conversionHint')}>
        <div className="space-y-3 p-3">
          <Switch
            label={t('settings.conversionOn')}
            checked={draft.conversionOn}
            onCheckedChange={(conversionOn) => setDraft({ ...draft, conversionOn })}
          />
          {draft.conversionOn ? (
            <>
              <div className="grid grid-cols-2 gap-3 sm:max-w-xl sm:grid-cols-3">
                <DecimalField
                  label={t('settings.conversionPoints')}
                  error={issues['conversion.points']}
                  value={draft.conversion.points}
                  onChange={(value) => setDraft({ ...draft, conversion: { ...draft.conversion, points: value } })}
                />
                <DecimalField
                  label={t('settings.conversionAmount', { currency })}
                  error={issues['conversion.amount']}
                  value={draft.conversion.amount}
                  onChange={(value) => setDraft({ ...draft, conversion: { ...draft.conversion, amount: value } })}
                />
                <DecimalField
                  label={t('settings.minPoints')}
                  error={issues['conversion.minPoints']}
                  value={draft.conversion.minPoints}
                  onChange={(value) => setDraft({ ...draft, conversion: { ...draft.conversion, minPoints: value } })}
                />
              </div>
              {conversionPoints && conversionAmount && minPoints ? (
                <p className="text-ink-soft">
                  {t('settings.conversionExample', {
                    points: pointsText(conversionPoints),
                    amount: money(currency, conversionAmount),
                    min: pointsText(minPoints),
                  })}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </Panel>

      <Panel title={t('settings.notes')} labelledBy="points-notes" description={t('settings.notesHint')}>
        <div className="grid gap-3 p-3 lg:grid-cols-3">
          {languages.map((lang) => (
            <Field key={lang} label={t(`settings.notesIn.${lang}`)} error={issues[`notes.${lang}`]}>
              {(field) => (
                <TextArea
                  {...field}
                  rows={4}
                  maxLength={1000}
                  value={draft.notes[lang]}
                  onChange={(e) => setDraft({ ...draft, notes: { ...draft.notes, [lang]: e.target.value } })}
                />
              )}
            </Field>
          ))}
        </div>
      </Panel>
      <SaveBar mutation={save} savedLabel={t('settings.saved')} fieldErrors />
    </form>
  );
}

/**
 * The points mall's rules (ADR 064): whether it runs, what each product's valid bets earn (each betting unit earns
 * the points ratio; a product left blank earns nothing), points for deposits, conversion to cash, and the brand's
 * own words under the rules the members read. Points already earned stay as they are when the ratios change.
 */
export function PointsSettingsPage() {
  const { t } = useTranslation('points');
  const query = useQuery({ queryKey: settingsKey, queryFn: () => callApi(pointsAdminRoutes.settings, {}) });
  return (
    <div className="space-y-3">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <QueryView query={query}>{(settings) => <SettingsForm settings={settings} />}</QueryView>
    </div>
  );
}

/** A labelled box for an amount or points, with its error under it (the deposit and conversion settings). */
function DecimalField(props: { label: string; error?: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field label={props.label} error={props.error}>
      {(field) => (
        <Input {...field} inputMode="decimal" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </Field>
  );
}
