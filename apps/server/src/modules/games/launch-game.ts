import type { TLaunchGame, ZLaunchGameQuery } from '@gemilang/contract';
import type { z } from 'zod';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { TRIAL_TYPE } from '../../platform/auth';
import type { Deps } from '../../platform/context';
import { newToken, sha256Hex } from '../../platform/tokens';
import { assertMayGamble } from '../protection';
import { IN_HOUSE_VENDOR } from './catalogue';
import { recordLaunch } from './catalogue/recent-games';

/**
 * GET /wps/game/launchGame (ADR 030). A visitor has already been answered token_required (the site opens
 * its login dialog); a trial account launches only the house's own games, with play money (ADR 052), and gets
 * in_need_true_account for an outside vendor's.
 *
 * Order: the game by its code (and vendor, when the payload names one) at this brand, refused as
 * game_unknown when absent or disabled; then the vendor's maintenance, then the game's (the vendor's is the
 * wider one, so it is the one said); then the launch, bound to the member, brand, vendor, game and the
 * member's session that asked (ADR 048: it opens nothing once that session ends), stored hashed:
 * - an outside vendor gets a fresh random launch token in its address, valid LAUNCH_TOKEN_MINUTES for
 *   opening rounds (the vendor's server presents it to the seamless wallet);
 * - the in-house games get a one-time code instead (`{code}` in the address), valid LAUNCH_CODE_SECONDS and
 *   good for one exchange for the play session (POST /wps/play/session): an address ends up in histories
 *   and logs, so the one in the frame must be worthless once the page has opened.
 * The answer is the vendor's launch address, which the site frames on /game. The launch is recorded among
 * the member's recent games (the lobby's GCS_recentGame) in the same transaction.
 */
export const LAUNCH_TOKEN_MINUTES = 15;
export const LAUNCH_CODE_SECONDS = 60;

export async function launchGame(
  deps: Deps,
  actor: MemberActor,
  query: z.output<typeof ZLaunchGameQuery>,
): Promise<TLaunchGame> {
  const { db, now } = deps;
  const { merchant, member } = actor;
  const code = query.gameId ?? query.roomId;
  if (!code) throw new AppError('game_unknown');
  const vendorCode = query.vassalage ?? query.accountTypeName;

  let found = db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .select([
      'g.id as gameId',
      'g.code',
      'g.status as gameStatus',
      'v.id as vendorId',
      'v.code as vendorCode',
      'v.status as vendorStatus',
      'v.launch_url',
      'v.in_house',
    ])
    .where('g.merchant_id', '=', merchant.id)
    .where('g.code', '=', code)
    .where('g.status', '<>', 'disabled')
    .orderBy('v.sort')
    .orderBy('v.id');
  if (vendorCode) found = found.where('v.code', '=', vendorCode.toUpperCase());
  const game = await found.executeTakeFirst();
  if (!game) throw new AppError('game_unknown');
  // A member on a break or self-excluded opens no game (docs/product.md, Player protection).
  await assertMayGamble(db, merchant.id, member.id, now());
  if (game.vendorStatus !== 'active') throw new AppError('game_vendor_maintenance');
  if (game.gameStatus !== 'active') throw new AppError('game_maintenance');
  // A trial account plays the house's own games with play money (ADR 052); an outside vendor's need real money.
  if (member.type === TRIAL_TYPE && game.vendorCode !== IN_HOUSE_VENDOR) throw new AppError('in_need_true_account');

  const secret = newToken();
  const expiresAt = new Date(
    now().getTime() + (game.in_house ? LAUNCH_CODE_SECONDS * 1_000 : LAUNCH_TOKEN_MINUTES * 60_000),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_launch_tokens')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        vendor_id: game.vendorId,
        game_id: game.gameId,
        session_id: member.sessionId,
        token_hash: game.in_house ? null : sha256Hex(secret),
        code_hash: game.in_house ? sha256Hex(secret) : null,
        expires_at: expiresAt,
      })
      .execute();
    await recordLaunch(trx, { merchantId: merchant.id, memberId: member.id, gameId: game.gameId, at: now() });
  });

  // The in-house address carries the code and never a token; an outside vendor's the token, never a code.
  const fill: Record<string, string> = game.in_house
    ? { game: game.code, code: secret, lang: actor.language }
    : { game: game.code, token: secret, lang: actor.language };
  const url = game.launch_url.replace(/\{(game|token|code|lang)\}/g, (_, key: string) =>
    encodeURIComponent(fill[key] ?? ''),
  );
  return {
    game_url: url,
    game_url2: null,
    vassalage: game.vendorCode,
    gameCode: game.code,
    expiresAt: expiresAt.toISOString(),
  };
}
