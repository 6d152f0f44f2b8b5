import { memberSecurityRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { AccountNumber } from '../../shared/ui/account-number';
import { Badge } from '../../shared/ui/badge';
import { Skeleton } from '../../shared/ui/states';

/**
 * The member's bank accounts, read-only, removed ones marked. Numbers come masked; an administrator may
 * show one whole, which the server audits (ADR 051).
 */
export function MemberBankAccounts({ memberId, timeZone }: { memberId: string; timeZone: string }) {
  const { t } = useTranslation('members');
  const query = useQuery({
    queryKey: ['member', memberId, 'bank-accounts'],
    queryFn: () => callApi(memberSecurityRoutes.adminBankAccounts, { params: { id: memberId } }),
  });
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="member-bank-accounts" className="mt-4">
      <h3 id="member-bank-accounts" className="mb-1 text-[13px] font-semibold text-ink">
        {t('bank.title')}
      </h3>
      {query.isPending ? (
        <Skeleton rows={2} />
      ) : query.isError ? (
        <p className="text-ink-soft">{t('bank.unavailable')}</p>
      ) : items.length === 0 ? (
        <p className="text-ink-soft">{t('bank.none')}</p>
      ) : (
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t('bank.title')}</caption>
          <thead>
            <tr className="border-b border-line text-ink-soft">
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('bank.bank')}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('bank.number')}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('bank.name')}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('bank.added')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((account) => (
              <tr key={account.id} className="border-b border-line last:border-b-0">
                <td className="py-1 pr-2">
                  {account.bankName}
                  {account.removedAt ? (
                    <span className="ml-1">
                      <Badge tone="warn">{t('bank.removed')}</Badge>
                    </span>
                  ) : null}
                </td>
                <td className="py-1 pr-2">
                  <AccountNumber
                    masked={account.accountNumber}
                    reveal={() =>
                      callApi(memberSecurityRoutes.adminRevealBankAccount, {
                        params: { id: memberId, accountId: account.id },
                      })
                    }
                  />
                </td>
                <td className="py-1 pr-2">{account.accountName}</td>
                <td className="py-1 pr-2 tabular">{formatDateTime(account.addedAt, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
