import { checkInAdminRoutes, maxCheckInDays, type TCheckInAfterLast, type TCheckInSettings } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { QueryView } from '../../shared/ui/data-table';
import { Field, Input, Select, Switch } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';

const settingsKey = ['loyalty', 'check-in'] as const;

/** The table's form: on or off, each day's reward, and what a streak longer than the table earns. */
function TableForm({ settings }: { settings: TCheckInSettings }) {
  const { t } = useTranslation('checkIn');
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.saved ? settings.enabled : true);
  const [days, setDays] = useState<string[]>(settings.dayRewards);
  const [afterLast, setAfterLast] = useState<TCheckInAfterLast>(settings.afterLast);

  const save = useMutation({
    mutationFn: () => callApi(checkInAdminRoutes.updateSettings, { body: { enabled, dayRewards: days, afterLast } }),
    onSuccess: (value) => {
      queryClient.setQueryData(settingsKey, value);
      setDays(value.dayRewards);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const setDay = (index: number, value: string) => setDays((all) => all.map((d, i) => (i === index ? value : d)));

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Panel title={t('table.title')} labelledBy="check-in-table" description={t('table.description')}>
        <div className="space-y-3 p-3">
          {settings.saved ? null : <p className="text-ink-soft">{t('table.notSaved')}</p>}
          <Switch label={t('table.enabled')} checked={enabled} onCheckedChange={setEnabled} />
          <ol aria-label={t('table.days')} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
            {days.map((amount, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a day is its place in the table
              <li key={i} className="flex items-end gap-1">
                <Field label={t('table.day', { day: i + 1, currency: settings.currency })}>
                  {(field) => (
                    <Input
                      {...field}
                      inputMode="decimal"
                      value={amount}
                      onChange={(e) => setDay(i, e.target.value)}
                      className="w-24"
                    />
                  )}
                </Field>
                {days.length > 1 && i === days.length - 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('table.removeDay', { day: i + 1 })}
                    onClick={() => setDays((all) => all.slice(0, -1))}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
          <Button
            size="sm"
            disabled={days.length >= maxCheckInDays}
            onClick={() => setDays((all) => [...all, all[all.length - 1] ?? '1'])}
          >
            <Plus aria-hidden className="size-4" />
            {t('table.addDay')}
          </Button>
          <Field label={t('table.afterLast')} hint={t(`table.afterLastHint.${afterLast}`)}>
            {(field) => (
              <Select
                {...field}
                value={afterLast}
                onChange={(e) => setAfterLast(e.target.value as TCheckInAfterLast)}
                className="max-w-xs"
              >
                <option value="repeat">{t('table.afterLastOption.repeat')}</option>
                <option value="cap">{t('table.afterLastOption.cap')}</option>
              </Select>
            )}
          </Field>
        </div>
      </Panel>
      <SaveBar mutation={save} savedLabel={t('table.saved')} />
    </form>
  );
}

/**
 * The daily check-in table (ADR 061): the reward of each day of a streak, and whether a longer streak starts the
 * table again or stays on its last day. How the rewards are paid (at once, their turnover) is the loyalty
 * programs page's (program "Check-in reward").
 */
export function CheckInSettingsPage() {
  const { t } = useTranslation('checkIn');
  const query = useQuery({ queryKey: settingsKey, queryFn: () => callApi(checkInAdminRoutes.settings, {}) });
  return (
    <div className="space-y-3">
      <PageHeader title={t('title')} description={t('description')} />
      <QueryView query={query}>{(settings) => <TableForm settings={settings} />}</QueryView>
    </div>
  );
}
