import {
  maxBankAccounts,
  type TAdminBankAccount,
  type TBankAccountInput,
  type TMemberBankAccount,
} from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import { fieldIssue, loadFieldRules, mandatory } from './register-rules';

/** Active bank accounts a member may hold at once. */
export const MAX_BANK_ACCOUNTS = maxBankAccounts;

export interface MemberBankAccount {
  id: bigint;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * One active bank account of this member, for a use case that pays out to it (a withdrawal). Another
 * member's id, another brand's, or a removed account reads as not found.
 */
export async function memberBankAccount(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
  bankAccountId: string,
): Promise<MemberBankAccount> {
  if (!/^\d{1,18}$/.test(bankAccountId)) throw new AppError('not_found');
  const row = await db
    .selectFrom('member_bank_accounts')
    .select(['id', 'bank_name', 'account_number', 'account_name'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', '=', BigInt(bankAccountId))
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return { id: row.id, bankName: row.bank_name, accountNumber: row.account_number, accountName: row.account_name };
}

/** The number as the site shows it: the last four digits. */
export function maskAccountNumber(number: string): string {
  return `**** ${number.slice(-4)}`;
}

/** The member's active bank accounts, oldest first, numbers masked (as the security centre lists them). */
export async function listBankAccounts(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<TMemberBankAccount[]> {
  const rows = await db
    .selectFrom('member_bank_accounts')
    .select(['id', 'bank_name', 'account_number', 'account_name', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    bankName: r.bank_name,
    accountNumber: maskAccountNumber(r.account_number),
    accountName: r.account_name,
    addedAt: r.created_at.toISOString(),
  }));
}

/** Names compared as a person reads them: case and runs of spaces do not matter. */
export function samePayeeName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleUpperCase();
  return norm(a) === norm(b);
}

/**
 * Adds a bank account ("My account"). The account must be in the member's payee name; a member with
 * no payee name yet sets it with the first account, checked by the brand's payee-name rule.
 */
export async function addBankAccount(
  deps: Deps,
  actor: MemberActor,
  input: TBankAccountInput,
): Promise<TMemberBankAccount> {
  const me = actor.member;
  const { db } = deps;
  const merchantId = actor.merchant.id;
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');

  const member = await db
    .selectFrom('members')
    .select('payee_name')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  const settingPayeeName = member.payee_name === '';
  if (settingPayeeName) {
    const rules = await loadFieldRules(deps, actor);
    const issue = fieldIssue(actor, 'accountName', mandatory(rules.payeeName), accountName);
    if (issue) throw new AppError('invalid_input', [issue]);
  } else if (!samePayeeName(accountName, member.payee_name)) {
    throw new AppError('invalid_payee_name');
  }

  try {
    return await db.transaction().execute(async (trx) => {
      // Locks the member row: two adds at once cannot both see four accounts, nor both set the payee name.
      const locked = await trx
        .selectFrom('members')
        .select('payee_name')
        .where('merchant_id', '=', merchantId)
        .where('id', '=', me.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.payee_name !== member.payee_name) throw new AppError('conflict');
      const active = await trx
        .selectFrom('member_bank_accounts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', me.id)
        .where('removed_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(active.n) >= MAX_BANK_ACCOUNTS) {
        throw new AppError('bank_account_limit', undefined, { max: MAX_BANK_ACCOUNTS });
      }
      const name = settingPayeeName ? accountName : member.payee_name;
      if (settingPayeeName) {
        await trx
          .updateTable('members')
          .set({ payee_name: name })
          .where('merchant_id', '=', merchantId)
          .where('id', '=', me.id)
          .execute();
      }
      const row = await trx
        .insertInto('member_bank_accounts')
        .values({
          merchant_id: merchantId,
          member_id: me.id,
          bank_name: input.bankName.trim(),
          account_number: input.accountNumber,
          account_name: name,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await audit(trx, {
        merchantId,
        actorType: 'member',
        actorId: me.id,
        actorName: me.username,
        action: 'member.bank_account_added',
        targetType: 'member',
        targetId: me.id.toString(),
        detail: {
          bankAccountId: row.id.toString(),
          bankName: input.bankName.trim(),
          accountNumber: maskAccountNumber(input.accountNumber),
          ...(settingPayeeName ? { payeeNameSet: name } : {}),
        },
        ip: actor.ip || null,
      });
      return {
        id: row.id.toString(),
        bankName: input.bankName.trim(),
        accountNumber: maskAccountNumber(input.accountNumber),
        accountName: name,
        addedAt: row.created_at.toISOString(),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('bank_account_exists');
    throw err;
  }
}

/** Removes (marks removed) one of the member's own bank accounts; another's id reads as not found. */
export async function removeBankAccount(deps: Deps, actor: MemberActor, bankAccountId: string): Promise<void> {
  const me = actor.member;
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const account = await memberBankAccount(db, merchantId, me.id, bankAccountId);
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('member_bank_accounts')
      .set({ removed_at: now() })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', me.id)
      .where('id', '=', account.id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new AppError('not_found');
    await audit(trx, {
      merchantId,
      actorType: 'member',
      actorId: me.id,
      actorName: me.username,
      action: 'member.bank_account_removed',
      targetType: 'member',
      targetId: me.id.toString(),
      detail: {
        bankAccountId: account.id.toString(),
        bankName: account.bankName,
        accountNumber: maskAccountNumber(account.accountNumber),
      },
      ip: actor.ip || null,
    });
  });
}

/**
 * A member's bank accounts for the back office, removed ones too, newest first. Numbers are masked for
 * every operator: a whole number is read only through an administrator's audited reveal
 * (reveal-bank-account.ts, ADR 051).
 */
export async function adminBankAccounts(
  db: Kysely<Database>,
  merchantId: number,
  memberId: string,
): Promise<TAdminBankAccount[]> {
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', BigInt(memberId))
    .executeTakeFirst();
  if (!member) throw new AppError('not_found');
  const rows = await db
    .selectFrom('member_bank_accounts')
    .select(['id', 'bank_name', 'account_number', 'account_name', 'created_at', 'removed_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id.toString(),
    bankName: r.bank_name,
    accountNumber: maskAccountNumber(r.account_number),
    accountName: r.account_name,
    addedAt: r.created_at.toISOString(),
    removedAt: r.removed_at?.toISOString() ?? null,
  }));
}
