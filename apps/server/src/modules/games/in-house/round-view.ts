import type { TPlayRound } from '@gemilang/contract';
import type { Config } from '../../../config';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import type { CasinoRoundRow } from './finish-round';
import { openPairSeed } from './pair-seed';

type Pair = { commitment: string; server_seed: string; revealed_at: Date | null };
type Keys = Pick<Config, 'SECRETS_KEY'>;

/**
 * A round as the page shows and recalls it: every step of its outcome, each bet settled, and the seeds that
 * verify it. The server seed is shown only once its pair was rotated: before that it would let the member
 * compute the rounds still to come (it is stored sealed, and opened here only for a rotated pair: ADR 049).
 */
export function roundViewOf(
  keys: Keys,
  merchant: MerchantContext,
  round: CasinoRoundRow & { gameCode: string },
  pair: Pair,
): TPlayRound {
  const money = (minor: bigint | string) => formatMinor(BigInt(minor), merchant.currencyExponent);
  const { bets = [], ...outcome } = round.outcome as { bets?: Array<Record<string, unknown>> };
  const slot = (round.bet as { stake?: string; bets?: unknown }).bets === undefined;
  return {
    id: `${round.id}`,
    gameCode: round.gameCode,
    state: round.state,
    stake: money(round.stake),
    payout: money(round.state === 'ended' ? round.payout : 0n),
    stakeMinor: slot ? `${round.stake}` : null,
    bets: bets.map((b) => ({
      type: String(b.type),
      numbers: (b.numbers as number[]) ?? [],
      stake: money(String(b.stake)),
      outcome: b.outcome as 'won' | 'lost' | 'push' | 'half_lost',
      payout: money(String(b.payout)),
    })),
    outcome,
    commitment: pair.commitment,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    serverSeed: pair.revealed_at
      ? openPairSeed(keys, {
          ...pair,
          merchant_id: round.merchant_id,
          member_id: round.member_id,
          game_id: round.game_id,
        })
      : null,
    playedAt: round.created_at.toISOString(),
  };
}

export async function roundView(deps: Deps, merchant: MerchantContext, round: CasinoRoundRow): Promise<TPlayRound> {
  const pair = await deps.db
    .selectFrom('casino_seed_pairs')
    .select(['commitment', 'server_seed', 'revealed_at'])
    .where('id', '=', round.seed_pair_id)
    .executeTakeFirstOrThrow();
  const game = await deps.db
    .selectFrom('games')
    .select('code')
    .where('id', '=', round.game_id)
    .executeTakeFirstOrThrow();
  return roundViewOf(deps.config, merchant, { ...round, gameCode: game.code }, pair);
}
