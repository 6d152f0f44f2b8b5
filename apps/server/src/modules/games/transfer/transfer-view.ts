import type { TVendorTransfer } from '@gemilang/contract';
import { formatMinor } from '../../../platform/money';
import type { VendorTransferRow } from './settle-transfer';

/** A transfer as the member's page shows it. */
export function transferView(row: VendorTransferRow, vendorCode: string, exponent: number): TVendorTransfer {
  return {
    id: `${row.id}`,
    vassalage: vendorCode,
    direction: row.direction,
    amount: formatMinor(row.amount, exponent),
    state: row.state,
    failure: row.failure,
  };
}
