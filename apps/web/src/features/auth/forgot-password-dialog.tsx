import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog } from '../../shared/dialogs';
import { Modal } from '../../shared/ui/modal';
import { Skeleton } from '../../shared/ui/skeleton';
import { useAuthFeatures, useRegisterSettings } from './api';
import { AuthTabs } from './auth-tabs';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotMobileForm } from './forgot-mobile-form';

export function ForgotPasswordDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open={open} onClose={closeDialog} title={t('forgot.title')} size="sm">
      <ForgotContent />
    </Modal>
  );
}

function ForgotContent() {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const { resetByPhone } = useAuthFeatures();
  const [mode, setMode] = useState('email');

  // The forms read their rules from the settings once, when they mount, so they wait for them.
  const body = settings.isPending ? (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
    </div>
  ) : resetByPhone ? (
    <AuthTabs
      label={t('forgot.tabs')}
      value={mode}
      onValueChange={setMode}
      tabs={[
        { value: 'email', label: t('forgot.tabEmail'), content: <ForgotEmailForm settings={settings.data} /> },
        { value: 'mobile', label: t('forgot.tabMobile'), content: <ForgotMobileForm settings={settings.data} /> },
      ]}
    />
  ) : (
    <ForgotEmailForm settings={settings.data} />
  );

  return (
    <div className="flex flex-col gap-5">
      {body}
      <p className="border-line border-t pt-4 text-center text-sm">
        <button
          type="button"
          onClick={() => openDialog('login')}
          className="font-semibold text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold"
        >
          {t('forgot.backToLogin')}
        </button>
      </p>
    </div>
  );
}
