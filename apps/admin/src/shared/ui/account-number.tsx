import { useMutation } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../session';
import { Button } from './button';

/**
 * A member's bank account number as the server sends it, masked (`**** 1234`) for every operator. The admin and
 * finance, who pay, may ask for the whole number: one explicit call, which the server records in the audit log
 * (ADR 051, 069); other roles get no button (the server refuses them anyway).
 */
export function AccountNumber({
  masked,
  reveal,
}: {
  masked: string;
  /** The reveal call for this number (a POST the server audits). */
  reveal: () => Promise<{ accountNumber: string }>;
}) {
  const { t } = useTranslation('common');
  const mayReveal = useMay('cashier');
  const shown = useMutation({ mutationFn: reveal });
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="font-mono">{shown.data?.accountNumber ?? masked}</span>
      {mayReveal && !shown.data ? (
        <Button
          variant="ghost"
          size="sm"
          className="h-6 px-1"
          aria-label={t('accountNumber.reveal')}
          title={t('accountNumber.revealHint')}
          disabled={shown.isPending}
          onClick={() => shown.mutate()}
        >
          <Eye aria-hidden="true" className="size-3.5" />
          <span>{t('accountNumber.show')}</span>
        </Button>
      ) : null}
      {shown.isError ? (
        <span role="alert" className="text-bad text-xs">
          {t('accountNumber.failed')}
        </span>
      ) : null}
    </span>
  );
}
