import { parseAmount, type TLotteryGameSettings, type ZLotteryGameSettingsInput } from '@gemilang/contract';
import { type BetTypeConfig, checkGameConfig, type GameConfig } from '@gemilang/games';
import type { z } from 'zod';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { amountFromInput } from '../../../platform/money';
import { storeGameConfig } from '../game-config';
import {
  type AdminStoredConfig,
  allBetTypes,
  gameSettingsColumns,
  gameSettingsView,
  ODDS_EXPONENT,
} from './game-settings-view';

type Input = z.output<typeof ZLotteryGameSettingsInput>;
type Issue = { field: string; reason: string };

/**
 * PUT /admin/api/lottery/games/:gameCode/settings: an operator changes a game's odds and limits.
 *
 * Order, and why:
 * 1. Lock the brand's game row FOR UPDATE, so two operators saving at once apply one after the other and each
 *    audit row's "before" is what that change replaced.
 * 2. Read the request into the games package's GameConfig: money through the brand's exponent (amount_* with the
 *    field for more decimals than the currency has, nothing, or too much), odds as thousandths; a bet type the
 *    game does not have is lottery_config_invalid.
 * 3. The games package's checkGameConfig judges the whole result (odds that pay no more than the stake, min
 *    above max, pricing the rules do not use): any problem refuses it all, with every field named; nothing is
 *    written.
 * 4. Write the config and allow_cancel, with the audit row holding before and after, in the same transaction.
 * Bets already placed keep their odds and win per hit (columns of each bet); placement reads the game's row
 * per slip, so the next bet is priced by the new figures.
 */
export async function updateGameSettings(
  deps: Deps,
  actor: OperatorActor,
  gameCode: string,
  input: Input,
): Promise<TLotteryGameSettings> {
  const merchant = actor.merchant;
  const { db } = deps;
  const after = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('lottery_games')
      .select(gameSettingsColumns)
      .where('merchant_id', '=', merchant.id)
      .where('code', '=', gameCode)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('lottery_game_unknown');
    const before = gameSettingsView(row, merchant, actor.language);
    const stored = row.config as unknown as AdminStoredConfig;
    const { open, closed } = allBetTypes(stored);
    const current: Record<string, BetTypeConfig> = { ...open.betTypes, ...closed.betTypes };
    const enabled = new Map(Object.keys(current).map((code) => [code, code in open.betTypes]));

    const issues: Issue[] = [];
    const changed: Record<string, BetTypeConfig> = { ...current };
    for (const bt of input.betTypes) {
      const at = `betTypes.${bt.betType}`;
      if (!(bt.betType in current)) {
        issues.push({ field: at, reason: 'bet_type_unknown' });
        continue;
      }
      enabled.set(bt.betType, bt.enabled);
      if (bt.pricing === 'per_point') {
        const { betType: _, pricing: __, enabled: ___, ...prices } = bt;
        changed[bt.betType] = { pricing: 'per_point', ...prices };
        continue;
      }
      const odds: Record<string, number> = {};
      for (const [oddsClass, text] of Object.entries(bt.odds)) {
        const parsed = parseAmount(text, ODDS_EXPONENT);
        if (parsed.ok) odds[oddsClass] = Number(parsed.minor);
        else issues.push({ field: `${at}.odds.${oddsClass}`, reason: parsed.problem });
      }
      changed[bt.betType] = {
        pricing: 'odds',
        odds,
        minStake: amountFromInput(bt.minStake, merchant.currencyExponent, `${at}.minStake`),
        maxStake: amountFromInput(bt.maxStake, merchant.currencyExponent, `${at}.maxStake`),
      };
    }
    const maxPayoutPerNumber = amountFromInput(
      input.maxPayoutPerNumber,
      merchant.currencyExponent,
      'maxPayoutPerNumber',
    );
    if (issues.length > 0) throw new AppError('lottery_config_invalid', issues);

    const whole: GameConfig = { unitMinor: open.unitMinor, maxPayoutPerNumber, betTypes: changed };
    const problems = checkGameConfig(row.kind, whole);
    if (problems.length > 0)
      throw new AppError(
        'lottery_config_invalid',
        problems.map((p) => ({ field: p.field, reason: p.code })),
      );

    const pick = (on: boolean) =>
      Object.fromEntries(Object.entries(changed).filter(([code]) => enabled.get(code) === on));
    const next: AdminStoredConfig = {
      ...storeGameConfig({ ...whole, betTypes: pick(true) }),
      closedBetTypes: storeGameConfig({ ...whole, betTypes: pick(false) }).betTypes,
    };
    const updated = await trx
      .updateTable('lottery_games')
      .set({ config: JSON.stringify(next), allow_cancel: input.allowCancel })
      .where('id', '=', row.id)
      .returning(gameSettingsColumns)
      .executeTakeFirstOrThrow();
    const afterView = gameSettingsView(updated, merchant, actor.language);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'lottery.config_update',
      targetType: 'lottery_game',
      targetId: gameCode,
      detail: { before: auditForm(before), after: auditForm(afterView) },
    });
    return afterView;
  });
  return after;
}

/** The audit row keeps the figures, not the display fields around them. */
function auditForm(view: TLotteryGameSettings) {
  return { maxPayoutPerNumber: view.maxPayoutPerNumber, allowCancel: view.allowCancel, betTypes: view.betTypes };
}
