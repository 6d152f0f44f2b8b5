import { type TAdminWithdrawalRow, withdrawalRoutes } from '@gemilang/contract';
import { callApi } from '../../shared/api/client';
import { AccountNumber } from '../../shared/ui/account-number';

/** The withdrawal's account number, masked; an administrator may show it whole to pay (audited, ADR 051). */
export function WithdrawalAccountNumber({ row }: { row: Pick<TAdminWithdrawalRow, 'id' | 'accountNumber'> }) {
  return (
    <AccountNumber
      masked={row.accountNumber}
      reveal={() => callApi(withdrawalRoutes.adminRevealAccount, { params: { id: row.id } })}
    />
  );
}
