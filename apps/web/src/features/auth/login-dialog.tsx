import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { closeDialog, openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { withLoading } from '../../shared/ui/loading-overlay';
import { Modal } from '../../shared/ui/modal';
import { useAuthFeatures } from './api';
import { AuthTabs } from './auth-tabs';
import { useCompleteLogin } from './complete-login';
import { freePlayLogin } from './free-play';
import { LoginPasswordForm } from './login-password-form';
import { LoginSmsForm } from './login-sms-form';

export function LoginDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open={open} onClose={closeDialog} title={t('login.title')} size="sm">
      <LoginContent />
    </Modal>
  );
}

function LoginContent() {
  const { t } = useTranslation('auth');
  const features = useAuthFeatures();
  const complete = useCompleteLogin();
  const [tab, setTab] = useState('password');

  async function freePlay() {
    try {
      await withLoading(async () => complete(await freePlayLogin(), 'username'));
    } catch (error) {
      void showGeneralDialog({ icon: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {features.smsLogin ? (
        <AuthTabs
          label={t('login.tabs')}
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: 'password', label: t('login.tabPassword'), content: <LoginPasswordForm /> },
            { value: 'sms', label: t('login.tabSms'), content: <LoginSmsForm /> },
          ]}
        />
      ) : (
        <LoginPasswordForm />
      )}
      <div className="flex flex-col gap-3 border-line border-t pt-4">
        <p className="text-center text-ink-soft text-sm">
          {t('login.noAccount')}{' '}
          <button
            type="button"
            onClick={() => openDialog('register')}
            className="font-semibold text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold"
          >
            {t('login.register')}
          </button>
        </p>
        {features.freePlay ? (
          <Button variant="secondary" onClick={() => void freePlay()}>
            <Gamepad2 aria-hidden="true" size={18} />
            {t('login.freePlay')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
