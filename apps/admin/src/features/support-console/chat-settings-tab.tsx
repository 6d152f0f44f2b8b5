import { chatRetentionDays, supportChatAdminRoutes, type TSupportChatSettings } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { Field, Input } from '../../shared/ui/field';
import { NumberInput } from '../../shared/ui/number-input';
import { SaveBar } from '../../shared/ui/save-bar';
import { ErrorState, Skeleton } from '../../shared/ui/states';

function SettingsForm({ current }: { current: TSupportChatSettings }) {
  const { t } = useTranslation('supportConsole');
  const queryClient = useQueryClient();
  const [outside, setOutside] = useState(current.outsideChatUrl ?? '');
  const [days, setDays] = useState(current.retentionDays);
  const save = useMutation({
    mutationFn: () =>
      callApi(supportChatAdminRoutes.updateSettings, {
        body: { outsideChatUrl: outside.trim() === '' ? null : outside.trim(), retentionDays: days },
      }),
    onSuccess: (next) => queryClient.setQueryData(['support-chat', 'settings'], next),
  });
  const issues = fieldIssues(save.error);
  return (
    <form
      noValidate
      className="max-w-xl space-y-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Field
        label={t('settings.outside')}
        hint={t('settings.outsideHint')}
        error={issues.outsideChatUrl ? t('settings.outsideInvalid') : undefined}
      >
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={outside}
            onChange={(e) => setOutside(e.target.value)}
          />
        )}
      </Field>
      <div className="w-48">
        <NumberInput
          label={t('settings.retention')}
          min={chatRetentionDays.min}
          max={chatRetentionDays.max}
          value={days}
          onChange={setDays}
          error={issues.retentionDays}
        />
      </div>
      <p className="text-xs text-ink-soft">
        {t('settings.retentionHint', { min: chatRetentionDays.min, max: chatRetentionDays.max })}
      </p>
      <SaveBar mutation={save} savedLabel={t('settings.saved')} fieldErrors />
    </form>
  );
}

/**
 * The brand's chat settings, the admin's (ADR 065, 070): an outside chat that replaces the built-in one on the site,
 * and how long closed chats are kept before the hourly job removes them.
 */
export function ChatSettingsTab() {
  const query = useQuery({
    queryKey: ['support-chat', 'settings'],
    queryFn: () => callApi(supportChatAdminRoutes.settings),
  });
  if (query.isPending) return <Skeleton rows={3} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <SettingsForm current={query.data} />;
}
