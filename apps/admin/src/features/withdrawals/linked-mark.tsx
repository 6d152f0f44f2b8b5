import type { TAdminWithdrawalRow } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/badge';

/**
 * The member's name with a warning mark when other accounts share a browser, an address or a bank account with them
 * (ADR 066): a risk signal the cashier sees before paying; the member's overview lists who and what.
 */
export function MemberWithLinks({ row }: { row: Pick<TAdminWithdrawalRow, 'username' | 'linkedAccounts'> }) {
  const { t } = useTranslation('withdrawals');
  const linked = row.linkedAccounts ?? 0;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {row.username}
      {linked > 0 ? <Badge tone="warn">{t('linkedAccounts', { count: linked })}</Badge> : null}
    </span>
  );
}
