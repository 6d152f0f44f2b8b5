import type { Language, TDepositMethods } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { DepositKind, DepositMethodsTable } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { paymentGateway } from '../../platform/payments/registry';
import { localized } from './deposit-view';

export type DepositMethodRow = Selectable<DepositMethodsTable>;

/** An online method works only when this server has its gateway. */
function usable(method: DepositMethodRow): boolean {
  return method.kind === 'bank_transfer' || paymentGateway(method.provider) !== null;
}

/** The brand's enabled methods a member may use, in the operator's order. */
export async function listDepositMethods(
  db: Db,
  merchant: MerchantContext,
  language: Language,
): Promise<TDepositMethods> {
  const rows = await db
    .selectFrom('deposit_methods')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    methods: rows.filter(usable).map((m) => ({
      id: m.id.toString(),
      kind: m.kind,
      provider: m.provider,
      name: localized(m.name, language),
      min: money(m.min_amount),
      max: money(m.max_amount),
      receivingAccount:
        m.kind === 'bank_transfer'
          ? { bankName: m.bank_name, accountName: m.account_name, accountNumber: m.account_number }
          : null,
      instructions: localized(m.instructions, language),
    })),
  };
}

/** An enabled, usable method of the brand of this kind, or deposit_method_unavailable. */
export async function usableMethod(
  db: Db,
  merchantId: number,
  id: string,
  kind: DepositKind,
): Promise<DepositMethodRow> {
  const method = await db
    .selectFrom('deposit_methods')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', BigInt(id))
    .executeTakeFirst();
  if (!method?.enabled || method.kind !== kind || !usable(method)) {
    throw new AppError('deposit_method_unavailable', [{ field: 'methodId', reason: 'invalid' }]);
  }
  return method;
}

/** Refuses an amount outside the method's limits, naming the limit in the brand's currency. */
export function checkLimits(amount: bigint, method: DepositMethodRow, merchant: MerchantContext): void {
  const shown = (minor: bigint) => {
    const [whole = '0', fraction] = formatMinor(minor, merchant.currencyExponent).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${merchant.currency} ${fraction ? `${grouped}.${fraction}` : grouped}`;
  };
  if (amount < method.min_amount) {
    throw new AppError('amount_below_minimum', [{ field: 'amount', reason: 'too_small' }], {
      min: shown(method.min_amount),
    });
  }
  if (amount > method.max_amount) {
    throw new AppError('amount_above_maximum', [{ field: 'amount', reason: 'too_big' }], {
      max: shown(method.max_amount),
    });
  }
}
