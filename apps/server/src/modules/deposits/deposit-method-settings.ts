import type { TAdminDepositMethod, TAdminDepositMethods, ZDepositMethodInput } from '@gemilang/contract';
import type { z } from 'zod';
import { type Actor, type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { fieldMessage } from '../../platform/messages';
import { amountFromInput, formatMinor } from '../../platform/money';
import { paymentProviders } from '../../platform/payments/registry';
import type { DepositMethodRow } from './deposit-methods';

export type MethodInput = z.output<typeof ZDepositMethodInput>;

function toAdminMethod(row: DepositMethodRow, exponent: number): TAdminDepositMethod {
  return {
    id: row.id.toString(),
    kind: row.kind,
    provider: row.provider,
    name: row.name,
    min: formatMinor(row.min_amount, exponent),
    max: formatMinor(row.max_amount, exponent),
    enabled: row.enabled,
    sort: row.sort,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    instructions: row.instructions,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every method of the brand, on or off, and the gateways this server has for online methods. */
export async function depositMethodSettings(deps: Deps, actor: OperatorActor): Promise<TAdminDepositMethods> {
  const { merchant } = actor;
  const rows = await deps.db
    .selectFrom('deposit_methods')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    providers: paymentProviders(),
    methods: rows.map((r) => toAdminMethod(r, merchant.currencyExponent)),
  };
}

/** The row values of a method from the form, with limits in minor units; refuses what cannot work. */
function methodValues(actor: Actor, input: MethodInput) {
  const exponent = actor.merchant.currencyExponent;
  const min = amountFromInput(input.min, exponent, 'min');
  const max = amountFromInput(input.max, exponent, 'max');
  if (max < min) {
    throw new AppError('invalid_input', [
      { field: 'max', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
    ]);
  }
  const online = input.kind === 'online';
  if (online && !paymentProviders().includes(input.provider)) {
    throw new AppError('invalid_input', [
      { field: 'provider', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
    ]);
  }
  return {
    kind: input.kind,
    provider: online ? input.provider : '',
    name: JSON.stringify(input.name),
    min_amount: min,
    max_amount: max,
    enabled: input.enabled,
    sort: input.sort,
    bank_name: online ? '' : input.bankName,
    account_name: online ? '' : input.accountName,
    account_number: online ? '' : input.accountNumber,
    instructions: JSON.stringify(input.instructions),
  };
}

function auditDetail(values: ReturnType<typeof methodValues>, exponent: number) {
  return {
    kind: values.kind,
    provider: values.provider,
    name: JSON.parse(values.name) as unknown,
    min: formatMinor(values.min_amount, exponent),
    max: formatMinor(values.max_amount, exponent),
    enabled: values.enabled,
    sort: values.sort,
    bankName: values.bank_name,
    accountName: values.account_name,
    accountNumber: values.account_number,
  };
}

export async function createDepositMethod(
  deps: Deps,
  actor: OperatorActor,
  input: MethodInput,
): Promise<TAdminDepositMethod> {
  const values = methodValues(actor, input);
  const { merchant } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('deposit_methods')
      .values({ merchant_id: merchant.id, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'deposit_method.create',
      targetType: 'deposit_method',
      targetId: row.id.toString(),
      detail: auditDetail(values, merchant.currencyExponent),
    });
    return toAdminMethod(row, merchant.currencyExponent);
  });
}

/** Changes a method. Its kind stays what it was: deposits made with it keep meaning what they meant. */
export async function updateDepositMethod(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: MethodInput,
): Promise<TAdminDepositMethod> {
  const values = methodValues(actor, input);
  const { merchant } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('deposit_methods')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('not_found');
    if (before.kind !== values.kind) {
      throw new AppError('invalid_input', [
        { field: 'kind', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
      ]);
    }
    const row = await trx
      .updateTable('deposit_methods')
      .set({ ...values, updated_at: deps.now() })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'deposit_method.update',
      targetType: 'deposit_method',
      targetId: id.toString(),
      detail: {
        before: auditDetail(
          { ...before, name: JSON.stringify(before.name), instructions: '' },
          merchant.currencyExponent,
        ),
        after: auditDetail(values, merchant.currencyExponent),
      },
    });
    return toAdminMethod(row, merchant.currencyExponent);
  });
}
