import type { Language, TPlaySession } from '@gemilang/contract';
import { inHouseGameKind } from '@gemilang/contract';
import { AppError } from '../../../platform/app-error';
import { TRIAL_TYPE } from '../../../platform/auth';
import type { Deps, MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { memberType } from '../../member';
import { stakeableBalance } from '../../promotions';
import { exchangeLaunchCode, playerOfToken } from './play-token';
import { resumeMemberRounds } from './resume-rounds';
import { lockSeedPair, seedsView } from './seed-pairs';

/**
 * POST /wps/play/session: what the game's page needs to open (ADR 032).
 *
 * Order: the launch's one-time code from the frame's address exchanged for the play token, once (ADR 048),
 * or the play token the page already holds (a reload of the frame); the token (member and game, the
 * member's session still live); rounds of this game the member left unfinished are finished
 * first ("resumed on return"), so the balance shown already holds them; the seed pair in use, created on
 * the first visit, so its commitment is shown before any round is played on it; then the balance.
 */
export async function openSession(
  deps: Deps,
  merchant: MerchantContext,
  language: Language,
  opener: { code?: string | undefined; token?: string | undefined },
): Promise<TPlaySession> {
  const token = opener.code ? await exchangeLaunchCode(deps.db, merchant, opener.code, deps.now()) : opener.token;
  if (!token) throw new AppError('play_token_invalid');
  const player = await playerOfToken(deps.db, merchant, token, deps.now());
  const kind = inHouseGameKind(player.gameCode);
  if (!kind) throw new AppError('game_unknown');
  const resumedRounds = await resumeMemberRounds(deps, merchant, player.memberId, player.gameId);
  const pair = await deps.db
    .transaction()
    .execute((trx) =>
      lockSeedPair(trx, { merchantId: merchant.id, memberId: player.memberId, gameId: player.gameId }, deps.config),
    );
  const [balance, playerType] = await Promise.all([
    // Cash and the bonus this game may spend (ADR 057), as the wallet's answers after each round report it.
    stakeableBalance(deps.db, merchant.id, player.memberId, player.gameCode),
    memberType(deps.db, merchant.id, player.memberId),
  ]);
  return {
    gameCode: player.gameCode,
    name: player.gameName[language] ?? player.gameName.en,
    kind: kind.game,
    slotId: 'slotId' in kind ? kind.slotId : null,
    username: player.username,
    currency: merchant.currency,
    currencyExponent: merchant.currencyExponent,
    timeZone: merchant.timeZone,
    balance: formatMinor(balance, merchant.currencyExponent),
    seeds: seedsView(pair),
    token,
    tokenExpiresAt: player.expiresAt.toISOString(),
    resumedRounds,
    playMoney: playerType === TRIAL_TYPE,
  };
}
