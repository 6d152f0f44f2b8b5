import type { TVipAdmin, TVipInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { fieldMessage } from '../../../platform/messages';
import { amountFromInput } from '../../../platform/money';
import { membersByLevel, vipAdminView } from './vip-admin';

/** An amount a level may leave at nothing ("0", "0.00"), else a positive amount parsed as every amount is. */
function amountOrZero(input: string, exponent: number, field: string): bigint {
  return /^0+(\.0+)?$/.test(input) ? 0n : amountFromInput(input, exponent, field);
}

/**
 * PUT /admin/api/vip (ADR 060): the whole ladder and the rules at once, audited with before and after. Refused,
 * changing nothing: a level asking less than the one below or not more in valid bets or deposits, level 0 asking
 * anything (vip_ladder_not_rising); removing a level members hold (vip_level_in_use); a VIP service level above the
 * top. The first save starts the programme: days before it never count and its weeks and months are not rewarded.
 * Members keep their levels; the next counted day moves them by the new requirements.
 */
export async function saveVip(deps: Deps, actor: OperatorActor, input: TVipInput): Promise<TVipAdmin> {
  const { merchant } = actor;
  const exponent = merchant.currencyExponent;
  const levels = input.levels.map((l, i) => {
    const at = (field: string) => `levels.${i}.${field}`;
    return {
      merchant_id: merchant.id,
      level: l.level,
      name: JSON.stringify(l.name),
      min_valid_bets: amountOrZero(l.minValidBets, exponent, at('minValidBets')),
      min_deposits: amountOrZero(l.minDeposits, exponent, at('minDeposits')),
      keep_valid_bets: amountOrZero(l.keepValidBets, exponent, at('keepValidBets')),
      upgrade_reward: amountOrZero(l.upgradeReward, exponent, at('upgradeReward')),
      weekly_reward: amountOrZero(l.weeklyReward, exponent, at('weeklyReward')),
      monthly_reward: amountOrZero(l.monthlyReward, exponent, at('monthlyReward')),
      withdrawal_max: l.withdrawalMax === null ? null : amountFromInput(l.withdrawalMax, exponent, at('withdrawalMax')),
      withdrawals_per_day: l.withdrawalsPerDay,
    };
  });
  const base = levels[0];
  if (base && (base.min_valid_bets > 0n || base.min_deposits > 0n)) throw new AppError('vip_ladder_not_rising');
  for (const [i, level] of levels.entries()) {
    const below = levels[i - 1];
    if (!below) continue;
    const rising =
      level.min_valid_bets >= below.min_valid_bets &&
      level.min_deposits >= below.min_deposits &&
      (level.min_valid_bets > below.min_valid_bets || level.min_deposits > below.min_deposits);
    if (!rising) {
      throw new AppError('vip_ladder_not_rising', [{ field: `levels.${i}.minValidBets`, reason: 'invalid' }]);
    }
  }
  const top = levels.length - 1;
  if (input.serviceLevel !== null && input.serviceLevel > top) {
    throw new AppError('invalid_input', [
      { field: 'serviceLevel', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
    ]);
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // Two saves take turns on the brand's settings row (made by the first save, which starts the programme).
    await trx
      .insertInto('vip_settings')
      .values({ merchant_id: merchant.id, service_level: null, since: now })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    await trx
      .selectFrom('vip_settings')
      .select('merchant_id')
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .execute();
    const before = await vipAdminView(trx, merchant);
    const holders = await membersByLevel(trx, merchant.id);
    const removed = [...holders.entries()].filter(([level, count]) => level > top && count > 0).map(([l]) => l);
    if (removed.length > 0) throw new AppError('vip_level_in_use', undefined, { level: Math.min(...removed) });
    await trx
      .updateTable('vip_settings')
      .set({
        basis: input.basis,
        rolling_days: input.rollingDays,
        downgrade: input.downgrade,
        quiet_days: input.quietDays,
        service_level: input.serviceLevel,
        updated_by: actor.operator.id,
        updated_at: now,
      })
      .where('merchant_id', '=', merchant.id)
      .execute();
    await trx.deleteFrom('vip_levels').where('merchant_id', '=', merchant.id).execute();
    await trx.insertInto('vip_levels').values(levels).execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'loyalty.vip_update',
      targetType: 'vip',
      targetId: `${merchant.id}`,
      detail: { before, after: await vipAdminView(trx, merchant) },
    });
  });
  return vipAdminView(deps.db, merchant);
}
