import type {
  TAdminRewardProgram,
  TAdminRewardPrograms,
  TRewardProgram,
  TRewardProgramSettings,
} from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { maxTurnoverMultiple } from '../../promotions';
import { allProgramSettings, type ProgramSettings, programSettings } from '../program-settings';

function adminView(settings: ProgramSettings, custom: boolean): TAdminRewardProgram {
  return {
    program: settings.program,
    custom,
    autoPay: settings.autoPay,
    claimDays: settings.claimDays,
    turnoverMultiple: settings.terms.turnoverMultiple,
    lifeDays: settings.terms.lifeDays,
    maxConversionMultiple: settings.terms.maxConversionMultiple,
  };
}

async function customPrograms(deps: Deps, merchantId: number): Promise<Set<string>> {
  const rows = await deps.db
    .selectFrom('reward_programs')
    .select('program')
    .where('merchant_id', '=', merchantId)
    .execute();
  return new Set(rows.map((r) => r.program));
}

/** GET /admin/api/rewards/programs: every program's choices, the brand's own or the defaults (ADR 059). */
export async function listRewardPrograms(deps: Deps, actor: OperatorActor): Promise<TAdminRewardPrograms> {
  const merchantId = actor.merchant.id;
  const [all, custom, cap] = await Promise.all([
    allProgramSettings(deps.db, merchantId),
    customPrograms(deps, merchantId),
    maxTurnoverMultiple(deps.db, merchantId),
  ]);
  return { items: all.map((s) => adminView(s, custom.has(s.program))), maxTurnoverMultiple: cap };
}

/**
 * PUT /admin/api/rewards/programs/:program: the operator sets a program's choices, audited with before and after.
 * A turnover multiple above the brand's cap is refused as an offer's is. Rewards already paid keep the terms they
 * were paid with (their grants copied them); waiting rewards take the new terms when claimed.
 */
export async function saveRewardProgram(
  deps: Deps,
  actor: OperatorActor,
  program: TRewardProgram,
  input: TRewardProgramSettings,
): Promise<TAdminRewardProgram> {
  const merchantId = actor.merchant.id;
  if (input.turnoverMultiple > (await maxTurnoverMultiple(deps.db, merchantId))) {
    throw new AppError('promotion_turnover_over_cap', [{ field: 'turnoverMultiple', reason: 'invalid' }]);
  }
  await deps.db.transaction().execute(async (trx) => {
    const before = await programSettings(trx, merchantId, program);
    const terms = {
      ...before.terms,
      turnoverMultiple: input.turnoverMultiple,
      lifeDays: input.lifeDays,
      maxConversionMultiple: input.maxConversionMultiple,
    };
    const values = {
      auto_pay: input.autoPay,
      claim_days: input.claimDays,
      terms: JSON.stringify(terms),
      updated_by: actor.operator.id,
      updated_at: new Date(),
    };
    await trx
      .insertInto('reward_programs')
      .values({ merchant_id: merchantId, program, ...values })
      .onConflict((oc) => oc.columns(['merchant_id', 'program']).doUpdateSet(values))
      .execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'reward.program_update',
      targetType: 'reward_program',
      targetId: program,
      detail: { before: adminView(before, false), after: input },
    });
  });
  return adminView(await programSettings(deps.db, merchantId, program), true);
}
