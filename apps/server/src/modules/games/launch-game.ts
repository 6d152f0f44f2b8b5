import type { TLaunchGame, ZLaunchGameQuery } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { signedInMember } from '../../platform/auth';
import { newToken, sha256Hex } from '../../platform/tokens';
import { recordLaunch } from './catalogue/recent-games';

/**
 * GET /wps/game/launchGame (spec §4; ADR 030). The route is for real members: a visitor has already been
 * answered token_required (the site opens its login dialog) and a trial account in_need_true_account.
 *
 * Order: the game by its code (and vendor, when the payload names one) at this brand, refused as
 * game_unknown when absent or disabled; then the vendor's maintenance, then the game's (the vendor's is the
 * wider one, so it is the one said); then a fresh random launch token, stored as its SHA-256 and bound to
 * the member, brand, vendor and game, valid LAUNCH_TOKEN_MINUTES for opening rounds; the answer is the
 * vendor's launch address with the token in it, which the site frames on /game. The launch is recorded
 * among the member's recent games (the lobby's GCS_recentGame) with the token, in one transaction.
 */
export const LAUNCH_TOKEN_MINUTES = 15;

export async function launchGame(
  request: FastifyRequest,
  query: z.output<typeof ZLaunchGameQuery>,
): Promise<TLaunchGame> {
  const { db, now } = request.server.deps;
  const merchant = request.merchant;
  const member = signedInMember(request);
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
    ])
    .where('g.merchant_id', '=', merchant.id)
    .where('g.code', '=', code)
    .where('g.status', '<>', 'disabled')
    .orderBy('v.sort')
    .orderBy('v.id');
  if (vendorCode) found = found.where('v.code', '=', vendorCode.toUpperCase());
  const game = await found.executeTakeFirst();
  if (!game) throw new AppError('game_unknown');
  if (game.vendorStatus !== 'active') throw new AppError('game_vendor_maintenance');
  if (game.gameStatus !== 'active') throw new AppError('game_maintenance');

  const token = newToken();
  const expiresAt = new Date(now().getTime() + LAUNCH_TOKEN_MINUTES * 60_000);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_launch_tokens')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        vendor_id: game.vendorId,
        game_id: game.gameId,
        token_hash: sha256Hex(token),
        expires_at: expiresAt,
      })
      .execute();
    await recordLaunch(trx, { merchantId: merchant.id, memberId: member.id, gameId: game.gameId, at: now() });
  });

  const fill: Record<string, string> = { game: game.code, token, lang: request.language };
  const url = game.launch_url.replace(/\{(game|token|lang)\}/g, (_, key: string) =>
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
