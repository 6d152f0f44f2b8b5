import { protectionPeriods, type TProtection, type TProtectionPeriod } from '@gemilang/contract';
import { ApiError } from '@gemilang/contract/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Fact } from '../../shared/ui/fact';
import { TextField } from '../../shared/ui/text-field';
import { useSetLimits } from './api';

type Values = Record<TProtectionPeriod, string>;

/** What the form starts with: a raise waiting, else the limit in force (an unchanged raise keeps its 24 hours). */
function initialValues(protection: TProtection): Values {
  const value = (p: TProtectionPeriod) => {
    const limit = protection.limits[p];
    return (limit.pending ? limit.pending.limit : limit.limit) ?? '';
  };
  return { day: value('day'), week: value('week'), month: value('month') };
}

/**
 * The three deposit limits (docs/product.md, Player protection): each period's limit in force, what was deposited
 * in its window and what is left, a raise waiting with the time it applies; then the form. An empty field is no
 * limit. A refusal of one amount is shown under its field.
 */
export function LimitsSection({
  protection,
  currency,
  timeZone,
}: {
  protection: TProtection;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('protection');
  const save = useSetLimits();
  const [values, setValues] = useState<Values>(() => initialValues(protection));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const money = (v: string | null) => (v === null ? t('limits.none') : formatMoney(currency, v));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    setSaved(false);
    const body = Object.fromEntries(
      protectionPeriods.map((p) => [p, values[p].trim() === '' ? null : values[p].trim()]),
    );
    try {
      const next = await save.mutateAsync(body as Record<TProtectionPeriod, string | null>);
      setValues(initialValues(next));
      setSaved(true);
    } catch (error) {
      const placed: Partial<Values> = {};
      if (error instanceof ApiError && Array.isArray(error.details)) {
        for (const issue of error.details as { field?: string; message?: string }[]) {
          const field = issue.field as TProtectionPeriod;
          if (protectionPeriods.includes(field)) placed[field] = issue.message ?? error.message;
        }
      }
      setErrors(placed);
      if (Object.keys(placed).length === 0) setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section
      aria-labelledby="protection-limits"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <div>
        <h3 id="protection-limits" className="font-semibold text-ink text-lg">
          {t('limits.title')}
        </h3>
        <p className="mt-1 text-ink-soft text-sm">{t('limits.intro')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {protectionPeriods.map((p) => {
          const limit = protection.limits[p];
          return (
            <li key={p} className="rounded-xl border border-line bg-raised/40 p-3">
              <h4 className="font-semibold text-ink text-sm">{t(`periods.${p}`)}</h4>
              <dl className="mt-2 grid grid-cols-2 gap-2">
                <Fact label={t('limits.limit')} value={money(limit.limit)} />
                <Fact label={t('limits.left')} value={limit.left === null ? '—' : formatMoney(currency, limit.left)} />
                <Fact label={t('limits.used')} value={formatMoney(currency, limit.used)} />
              </dl>
              {limit.pending ? (
                <p className="mt-2 text-gold text-xs">
                  {limit.pending.limit === null
                    ? t('limits.pendingRemoval', { date: formatDateTime(limit.pending.from, timeZone) })
                    : t('limits.pendingRaise', {
                        amount: formatMoney(currency, limit.pending.limit),
                        date: formatDateTime(limit.pending.from, timeZone),
                      })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form aria-label={t('limits.form')} noValidate className="flex flex-col gap-3" onSubmit={(e) => void submit(e)}>
        <div className="grid gap-3 sm:grid-cols-3">
          {protectionPeriods.map((p) => (
            <TextField
              key={p}
              name={p}
              label={t('limits.field', { period: t(`periods.${p}`), currency })}
              placeholder={t('limits.none')}
              inputMode="decimal"
              value={values[p]}
              error={errors[p]}
              onChange={(e) => {
                const value = e.target.value;
                setValues((v) => ({ ...v, [p]: value }));
                setErrors((er) => ({ ...er, [p]: undefined }));
              }}
            />
          ))}
        </div>
        <p className="text-ink-soft text-xs">{t('limits.rule')}</p>
        {formError ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
            {formError}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="text-sm text-success">
            {t('limits.saved')}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {t('limits.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
