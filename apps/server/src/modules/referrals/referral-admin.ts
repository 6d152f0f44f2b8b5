import type { TReferralSettings, TReferralSettingsInput } from '@gemilang/contract';
import { sql } from 'kysely';
import type { ReferralRefusal } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { memberNameOf } from '../member';
import { amountOrZero, type ReferralSettings, referralSettings } from './referral-settings';

/** The back office shows the latest refusals; the rest stay in the table. */
const REFUSALS_SHOWN = 50;

function money(settings: ReferralSettings, exponent: number) {
  const m = (minor: bigint) => formatMinor(minor, exponent);
  return {
    enabled: settings.saved && settings.enabled,
    depositReward: m(settings.depositReward),
    minFirstDeposit: m(settings.minFirstDeposit),
    shareBp: settings.shareBp,
    friendCap: m(settings.friendCap),
    periodCap: m(settings.periodCap),
  };
}

/** GET /admin/api/loyalty/referrals: the settings (or a suggestion), and the latest refused friends with why. */
export async function referralSettingsForAdmin(deps: Deps, actor: OperatorActor): Promise<TReferralSettings> {
  const { merchant } = actor;
  const settings = await referralSettings(deps.db, merchant.id, merchant.currencyExponent);
  const { rows } = await sql<{ friend: string | null; referrer: string | null; reason: ReferralRefusal; at: Date }>`
    select ${memberNameOf(merchant.id, sql`rf.friend_id`)} as friend,
           ${memberNameOf(merchant.id, sql`rf.referrer_id`)} as referrer,
           rf.refused_reason as reason, rf.checked_at as at
      from referral_friends rf
     where rf.merchant_id = ${merchant.id} and rf.refused_reason <> ''
     order by rf.checked_at desc, rf.friend_id desc
     limit ${REFUSALS_SHOWN}`.execute(deps.db);
  return {
    ...money(settings, merchant.currencyExponent),
    saved: settings.saved,
    currency: merchant.currency,
    refusals: rows.map((r) => ({
      friend: r.friend ?? '',
      referrer: r.referrer ?? '',
      reason: r.reason,
      checkedAt: new Date(r.at).toISOString(),
    })),
  };
}

/**
 * PUT /admin/api/loyalty/referrals: saves the rewards and caps, each amount checked in the brand's currency (a
 * reward or a minimum may be 0; the caps must be positive), audited with what they were. Rewards already recorded
 * keep their amounts; the next day's share follows the new settings.
 */
export async function saveReferralSettings(
  deps: Deps,
  actor: OperatorActor,
  input: TReferralSettingsInput,
): Promise<TReferralSettings> {
  const { merchant } = actor;
  const exponent = merchant.currencyExponent;
  const values = {
    enabled: input.enabled,
    deposit_reward: amountOrZero(input.depositReward, exponent, 'depositReward'),
    min_first_deposit: amountOrZero(input.minFirstDeposit, exponent, 'minFirstDeposit'),
    share_bp: input.shareBp,
    friend_cap: amountFromInput(input.friendCap, exponent, 'friendCap'),
    period_cap: amountFromInput(input.periodCap, exponent, 'periodCap'),
    updated_by: actor.operator.id,
    updated_at: deps.now(),
  };
  await deps.db.transaction().execute(async (trx) => {
    const before = await referralSettings(trx, merchant.id, exponent);
    await trx
      .insertInto('referral_settings')
      .values({ merchant_id: merchant.id, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'loyalty.referral_update',
      targetType: 'merchant',
      targetId: `${merchant.id}`,
      detail: { before: before.saved ? money(before, exponent) : null, after: input },
    });
  });
  return referralSettingsForAdmin(deps, actor);
}
