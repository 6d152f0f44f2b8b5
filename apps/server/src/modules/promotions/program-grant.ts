import type { TOfferTerms } from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, LocalizedJson } from '../../db/schema';
import { type IssuedGrant, issueGrant } from './issue-grant';

export interface ProgramGrantInput {
  merchantId: number;
  memberId: bigint;
  /** The loyalty program (the contract's TRewardProgram): one hidden offer per brand and program. */
  program: string;
  /** The program's name in the three languages: the grant's title in the member's bonus details and messages. */
  title: LocalizedJson;
  /** The program's terms now (turnover multiple, life…): the grant copies them. */
  terms: TOfferTerms;
  amount: bigint;
  /** Unique per member and program: the reward's own reference (`reward:<id>`). */
  sourceRef: string;
}

/**
 * Grants a loyalty reward (ADR 059) through issueGrant, the one function every bonus goes through, so every
 * refusal that applies to all rewards (a barred member, a spent budget) holds for these too. The program's hidden
 * offer is made the first time and given the program's terms and title whenever they changed; the grant copies
 * them, so a later change of the program's terms never changes a reward already granted. Runs in the caller's
 * transaction.
 */
export async function issueProgramGrant(trx: Transaction<Database>, input: ProgramGrantInput): Promise<IssuedGrant> {
  const offerId = await programOfferId(trx, input);
  return issueGrant(trx, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    offerId,
    sourceRef: input.sourceRef,
    amount: input.amount,
  });
}

async function programOfferId(trx: Transaction<Database>, input: ProgramGrantInput): Promise<bigint> {
  const terms = JSON.stringify(input.terms);
  const title = JSON.stringify(input.title);
  const empty = JSON.stringify({ ms: '', en: '', zh: '' });
  const vipArt = '/banners/promotions/vip.svg';
  const art = JSON.stringify({ ms: vipArt, en: vipArt, zh: vipArt });
  // Never read: issueGrant is always given the reward's amount. A fixed credit keeps the row readable by the
  // contract's shapes like every other offer.
  const reward = JSON.stringify({ kind: 'fixed_credit', amount: 1 });
  // Made once whichever process comes first: DO NOTHING without a target covers both unique indexes (the
  // program's and the code's), so a second process making the same program's first grant finds the row instead
  // of failing on the code. The terms and title then change only when they really differ (the version with them).
  await sql`
    insert into promotion_offers
      (merchant_id, code, kind, category, state, title, summary, rules, art, reward, terms, starts_at, program)
    values (${input.merchantId}, ${`program-${input.program}`}, 'fixed_credit', 'rebate', 'published',
            ${title}::jsonb, ${empty}::jsonb, ${empty}::jsonb, ${art}::jsonb, ${reward}::jsonb, ${terms}::jsonb, now(),
            ${input.program})
    on conflict do nothing`.execute(trx);
  const { rows } = await sql<{ id: bigint }>`
    update promotion_offers
       set terms = ${terms}::jsonb, title = ${title}::jsonb, version = version + 1, updated_at = now()
     where merchant_id = ${input.merchantId} and program = ${input.program}
       and (terms is distinct from ${terms}::jsonb or title is distinct from ${title}::jsonb)
    returning id`.execute(trx);
  const changed = rows[0];
  if (changed) return changed.id;
  const existing = await trx
    .selectFrom('promotion_offers')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .where('program', '=', input.program)
    .executeTakeFirstOrThrow();
  return existing.id;
}
