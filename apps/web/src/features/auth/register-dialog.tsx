import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { Skeleton } from '../../shared/ui/skeleton';
import { useAuthFeatures, useRegisterSettings } from './api';
import { AuthTabs } from './auth-tabs';
import { peekRegisterDraftMode } from './register-draft';
import type { RegisterMode } from './register-fields';
import { RegisterForm } from './register-form';

export function RegisterDialog({ open, tab }: { open: boolean; tab?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open={open} onClose={closeDialog} title={t('register.title')} size="md">
      <RegisterContent tab={tab} />
    </Modal>
  );
}

function RegisterContent({ tab }: { tab?: string }) {
  const { t } = useTranslation(['auth', 'dialogs']);
  const settings = useRegisterSettings();
  const { usernameRegister, mobileRegister, registerSms, mobileRegisterPassword } = useAuthFeatures();
  const features = useMemo(() => ({ registerSms, mobileRegisterPassword }), [registerSms, mobileRegisterPassword]);
  // The mobile tab only with MOBILENUMREG3; the username tab unless the brand turned it off in
  // favour of mobile sign-up (with neither on, the username tab stays so registration is still possible).
  const modes: RegisterMode[] = [];
  if (usernameRegister || !mobileRegister) modes.push('username');
  if (mobileRegister) modes.push('mobile');
  const wanted = (tab === 'registerMobile' || tab === 'mobile' ? 'mobile' : tab) ?? peekRegisterDraftMode();
  const [mode, setMode] = useState<string>(wanted === 'mobile' ? 'mobile' : 'username');
  const current = modes.includes(mode as RegisterMode) ? mode : (modes[0] ?? 'username');

  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  }
  if (!settings.data) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <p role="alert" className="text-danger text-sm">
          {t('register.settingsError')}
        </p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('dialogs:retry')}
        </Button>
      </div>
    );
  }

  const formOf = (m: RegisterMode) => <RegisterForm key={m} mode={m} settings={settings.data} features={features} />;
  return (
    <div className="flex flex-col gap-5">
      {modes.length > 1 ? (
        <AuthTabs
          label={t('register.tabs')}
          value={current}
          onValueChange={setMode}
          tabs={[
            { value: 'username', label: t('register.tabUsername'), content: formOf('username') },
            { value: 'mobile', label: t('register.tabMobile'), content: formOf('mobile') },
          ]}
        />
      ) : (
        formOf(current as RegisterMode)
      )}
      <p className="border-line border-t pt-4 text-center text-ink-soft text-sm">
        {t('register.haveAccount')}{' '}
        <button
          type="button"
          onClick={() => openDialog('login')}
          className="font-semibold text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold"
        >
          {t('register.login')}
        </button>
      </p>
    </div>
  );
}
