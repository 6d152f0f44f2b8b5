import {
  adminRoutes,
  type Language,
  languages,
  type TSiteStatusInput,
  type TSiteStatusSettings,
} from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { formatDateTime, fromZoneInput, toZoneInput, zoneOffsetLabel } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Field, Input, Switch, TextArea } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';

interface Draft {
  maintenance: boolean;
  from: string;
  until: string;
  message: Record<Language, string>;
}

function draftOf(settings: TSiteStatusSettings, timeZone: string): Draft {
  return {
    maintenance: settings.maintenance,
    from: toZoneInput(settings.maintenanceFrom, timeZone),
    until: toZoneInput(settings.maintenanceUntil, timeZone),
    message: { ...settings.maintenanceMessage },
  };
}

/** What the site shows right now: switched on by hand, inside the announced window, or live. */
function StateBadge({ settings, now }: { settings: TSiteStatusSettings; now: number }) {
  const { t } = useTranslation('siteStatus');
  const from = settings.maintenanceFrom ? Date.parse(settings.maintenanceFrom) : null;
  const until = settings.maintenanceUntil ? Date.parse(settings.maintenanceUntil) : null;
  if (settings.maintenance) return <Badge tone="bad">{t('state.maintenance')}</Badge>;
  if (from !== null && until !== null && from <= now && now < until)
    return <Badge tone="bad">{t('state.inWindow')}</Badge>;
  if (from !== null && now < from) return <Badge tone="warn">{t('state.scheduled')}</Badge>;
  return <Badge tone="ok">{t('state.live')}</Badge>;
}

export function MaintenanceForm({ settings, timeZone }: { settings: TSiteStatusSettings; timeZone: string }) {
  const { t } = useTranslation('siteStatus');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings, timeZone));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (body: TSiteStatusInput) => callApi(adminRoutes.updateSiteStatus, { body }),
    onSuccess: (value) => {
      queryClient.setQueryData(['site-status'], value);
      setDraft(draftOf(value, timeZone));
    },
  });
  const serverErrors = fieldIssues(save.error);
  const errorOf = (field: string) => localErrors[field] ?? serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const from = draft.from ? fromZoneInput(draft.from, timeZone) : null;
    const until = draft.until ? fromZoneInput(draft.until, timeZone) : null;
    if (draft.from && !from) problems.maintenanceFrom = t('errors.badTime');
    if (draft.until && !until) problems.maintenanceUntil = t('errors.badTime');
    if (from && !draft.until) problems.maintenanceUntil = t('errors.bothEnds');
    if (until && !draft.from) problems.maintenanceFrom = t('errors.bothEnds');
    if (from && until && Date.parse(until) <= Date.parse(from)) problems.maintenanceUntil = t('errors.untilAfterFrom');
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate({
      maintenance: draft.maintenance,
      maintenanceFrom: from,
      maintenanceUntil: until,
      maintenanceMessage: draft.message,
    });
  };

  const zone = `${timeZone} (${zoneOffsetLabel(timeZone)})`;
  const setMessage = (lang: Language, value: string) =>
    setDraft((d) => ({ ...d, message: { ...d.message, [lang]: value } }));

  return (
    <Panel
      title={t('maintenance.title')}
      labelledBy="maintenance-title"
      description={t('maintenance.description')}
      actions={<StateBadge settings={settings} now={Date.now()} />}
    >
      <form noValidate onSubmit={submit} className="space-y-4 p-3">
        <Switch
          label={t('maintenance.switch')}
          checked={draft.maintenance}
          onCheckedChange={(maintenance) => setDraft((d) => ({ ...d, maintenance }))}
        />
        <p className="-mt-2 text-xs text-ink-soft">{t('maintenance.switchHint')}</p>

        <fieldset className="space-y-2">
          <legend className="text-[13px] font-medium text-ink">{t('window.title')}</legend>
          <p className="text-xs text-ink-soft">{t('window.zone', { zone })}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('window.from')} error={errorOf('maintenanceFrom')}>
              {(props) => (
                <Input
                  {...props}
                  type="datetime-local"
                  value={draft.from}
                  onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
                />
              )}
            </Field>
            <Field label={t('window.until')} error={errorOf('maintenanceUntil')}>
              {(props) => (
                <Input
                  {...props}
                  type="datetime-local"
                  value={draft.until}
                  onChange={(e) => setDraft((d) => ({ ...d, until: e.target.value }))}
                />
              )}
            </Field>
          </div>
          {draft.from || draft.until ? (
            <Button size="sm" variant="ghost" onClick={() => setDraft((d) => ({ ...d, from: '', until: '' }))}>
              {t('window.clear')}
            </Button>
          ) : null}
          {settings.maintenanceFrom && settings.maintenanceUntil ? (
            <p className="text-xs text-ink-soft tabular">
              {t('window.saved', {
                from: formatDateTime(settings.maintenanceFrom, timeZone),
                until: formatDateTime(settings.maintenanceUntil, timeZone),
              })}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-[13px] font-medium text-ink">{t('message.title')}</legend>
          <p className="text-xs text-ink-soft">{t('message.hint')}</p>
          <div className="grid gap-3 lg:grid-cols-3">
            {languages.map((lang) => (
              <Field
                key={lang}
                label={t('message.in', { language: t(`common:language.names.${lang}`) })}
                error={errorOf(`maintenanceMessage.${lang}`)}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={3}
                    maxLength={500}
                    lang={lang}
                    value={draft.message[lang]}
                    onChange={(e) => setMessage(lang, e.target.value)}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>

        <SaveBar mutation={save} savedLabel={t('saved')} fieldErrors />
      </form>
    </Panel>
  );
}
