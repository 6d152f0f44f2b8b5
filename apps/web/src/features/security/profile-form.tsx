import type { TSecurityOverview } from '@gemilang/contract';
import { memberSecurityRoutes } from '@gemilang/contract/web';
import { Cake, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useRefreshAccount } from './api';
import { FormActions, useFields } from './form-kit';

const nicknamePattern = /^[\p{L}\p{M}\p{N} ._-]*$/u;

/** The nickname, and the birthday while none is on file (it can be set once). */
export function ProfileForm({ overview, onDone }: { overview: TSecurityOverview; onDone: () => void }) {
  const { t } = useTranslation(['security', 'patterns']);
  const refresh = useRefreshAccount();
  const form = useFields({ nickname: overview.nickname, birthday: '' });
  const { values } = form;
  const askBirthday = overview.birthday === null;

  const submit = () =>
    form.submit(
      {
        nickname: nicknamePattern.test(values.nickname.trim()) ? undefined : t('profile.nicknameInvalid'),
        birthday: undefined,
      },
      async () => {
        await callApi(memberSecurityRoutes.updateProfile, {
          body: {
            nickname: values.nickname.trim(),
            ...(askBirthday && values.birthday ? { birthday: values.birthday } : {}),
          },
        });
        await refresh();
        onDone();
        void showGeneralDialog({ icon: 'success', text: t('saved'), autoCloseMs: 2000 });
      },
      { under_age: 'birthday', birthday_already_set: 'birthday' },
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('profile.nickname')}
        maxLength={32}
        autoComplete="nickname"
        icon={<UserRound size={18} />}
        placeholder={overview.account}
        hint={t('profile.nicknameHint')}
        {...form.bind('nickname')}
      />
      {askBirthday ? (
        <div className="flex flex-col gap-1">
          <TextField
            label={t('profile.birthday')}
            type="date"
            icon={<Cake size={18} />}
            max={new Date().toISOString().slice(0, 10)}
            {...form.bind('birthday')}
          />
          <p className="text-ink-soft text-xs">{t('profile.birthdayHint')}</p>
        </div>
      ) : null}
      <FormActions error={form.formError} submitting={form.submitting} label={t('save')} onCancel={onDone} />
    </form>
  );
}
