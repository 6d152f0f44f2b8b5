import {
  seamlessActions,
  seamlessErrors,
  type TSeamlessAction,
  type TSeamlessOk,
  type TSeamlessRefusal,
  ZSeamlessAuthenticate,
  ZSeamlessBalance,
  ZSeamlessCredit,
  ZSeamlessDebit,
  ZSeamlessEndRound,
  ZSeamlessRollback,
} from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { signatureMatches } from '../../../platform/payments/signature';
import { sha256Hex } from '../../../platform/tokens';
import { openVendorSecret } from '../vendor-secret';
import { authenticate } from './authenticate';
import { balance } from './balance';
import { credit } from './credit';
import { debit } from './debit';
import { endRound } from './end-round';
import { rollback } from './rollback';
import { type SeamlessContext, SeamlessError } from './seamless-context';

/**
 * One call of a vendor to the brand's seamless wallet (vendor-wallet protocol; ADR 030).
 *
 * Order, and why:
 * 1. The vendor, by code at the brand of the host called, using the seamless wallet (vendor_unknown).
 * 2. Its address allow-list, when it has one (address_not_allowed).
 * 3. The signature: HMAC-SHA256 of the raw body under its secret (stored sealed, opened here: ADR 045),
 *    compared in constant time (signature_invalid). Nothing is read from an unsigned body, and nothing
 *    about it is recorded.
 * 4. The body parsed for the action (invalid_request).
 * 5. The request id: a request seen before with the same body gets its first reply byte for byte and
 *    moves nothing; with another body, request_conflict.
 * 6. The action in one transaction whose first write claims the request id, so a concurrent duplicate
 *    waits on its primary key and then answers as a replay; the reply is stored in the same transaction.
 *    A refusal rolls everything back and is then stored on its own, so its replay answers the same too.
 *    An unexpected failure is stored nowhere: the vendor's retry runs the call again.
 */
export interface SeamlessCall {
  merchant: MerchantContext;
  vendorCode: string;
  action: string;
  rawBody: string;
  signature: string | undefined;
  address: string;
}

export interface SeamlessAnswer {
  status: number;
  body: string;
}

type Handler = (trx: Transaction<Database>, ctx: SeamlessContext, body: never) => Promise<TSeamlessOk>;

const actions: Record<TSeamlessAction, { schema: z.ZodType; run: Handler }> = {
  authenticate: { schema: ZSeamlessAuthenticate, run: authenticate as Handler },
  balance: { schema: ZSeamlessBalance, run: balance as Handler },
  debit: { schema: ZSeamlessDebit, run: debit as Handler },
  credit: { schema: ZSeamlessCredit, run: credit as Handler },
  rollback: { schema: ZSeamlessRollback, run: rollback as Handler },
  'end-round': { schema: ZSeamlessEndRound, run: endRound as Handler },
};

function refusal(error: SeamlessError, merchant: MerchantContext): SeamlessAnswer {
  const [status, message] = seamlessErrors[error.code];
  const body: TSeamlessRefusal = { ok: false, code: error.code, message };
  if (error.balance !== undefined) body.balance = formatMinor(error.balance, merchant.currencyExponent);
  return { status, body: JSON.stringify(body) };
}

export async function seamlessCall(deps: Deps, call: SeamlessCall): Promise<SeamlessAnswer> {
  const { db } = deps;
  const { merchant } = call;
  const vendor = await db
    .selectFrom('game_vendors')
    .select(['id', 'merchant_id', 'code', 'in_house', 'secret', 'allowed_addresses'])
    .where('merchant_id', '=', merchant.id)
    .where('code', '=', call.vendorCode)
    .where('wallet_mode', '=', 'seamless')
    .executeTakeFirst();
  if (!vendor) return refusal(new SeamlessError('vendor_unknown'), merchant);
  if (vendor.allowed_addresses.length > 0 && !vendor.allowed_addresses.includes(call.address)) {
    return refusal(new SeamlessError('address_not_allowed'), merchant);
  }
  if (!signatureMatches(await openVendorSecret(db, deps.config, vendor), call.rawBody, call.signature)) {
    return refusal(new SeamlessError('signature_invalid'), merchant);
  }
  const action = (seamlessActions as readonly string[]).includes(call.action)
    ? actions[call.action as TSeamlessAction]
    : undefined;
  let body: { requestId: string } | undefined;
  try {
    const parsed = action?.schema.safeParse(JSON.parse(call.rawBody));
    if (parsed?.success) body = parsed.data as { requestId: string };
  } catch {
    // Not JSON: refused below like any other malformed call.
  }
  if (!action || !body) return refusal(new SeamlessError('invalid_request'), merchant);

  const requestId = body.requestId;
  const bodyHash = sha256Hex(call.rawBody);
  const stored = async (): Promise<SeamlessAnswer | null> => {
    const row = await db
      .selectFrom('game_wallet_requests')
      .select(['body_hash', 'http_status', 'reply'])
      .where('vendor_id', '=', vendor.id)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (!row) return null;
    if (row.body_hash !== bodyHash) return refusal(new SeamlessError('request_conflict'), merchant);
    return { status: row.http_status, body: row.reply };
  };
  const replay = await stored();
  if (replay) return replay;

  const ctx: SeamlessContext = {
    vendor: { id: vendor.id, code: vendor.code, inHouse: vendor.in_house },
    merchant,
    now: deps.now,
    requestId,
  };
  const request = { vendor_id: vendor.id, request_id: requestId, body_hash: bodyHash };
  try {
    const answer = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('game_wallet_requests')
        .values({ ...request, http_status: 0, reply: '' })
        .onConflict((oc) => oc.columns(['vendor_id', 'request_id']).doNothing())
        .returning('request_id')
        .executeTakeFirst();
      if (!claimed) return null;
      const reply = JSON.stringify(await action.run(trx, ctx, body as never));
      await trx
        .updateTable('game_wallet_requests')
        .set({ http_status: 200, reply })
        .where('vendor_id', '=', vendor.id)
        .where('request_id', '=', requestId)
        .execute();
      return { status: 200, body: reply };
    });
    // null: a duplicate committed first while this one waited; answer as its replay.
    return answer ?? (await stored()) ?? refusal(new SeamlessError('internal_error'), merchant);
  } catch (error) {
    if (!(error instanceof SeamlessError)) throw error;
    const answer = refusal(error, merchant);
    const kept = await db
      .insertInto('game_wallet_requests')
      .values({ ...request, http_status: answer.status, reply: answer.body })
      .onConflict((oc) => oc.columns(['vendor_id', 'request_id']).doNothing())
      .returning('request_id')
      .executeTakeFirst();
    return kept ? answer : ((await stored()) ?? answer);
  }
}
