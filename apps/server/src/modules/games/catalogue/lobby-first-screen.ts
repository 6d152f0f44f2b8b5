import { type Language, languages, type TGameCategory } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { hotGames } from './game-list';
import { gameVendorLanes } from './game-vendors';

/** What a lane's lobby opens on, for the server's static first paint (modules/first-paint). */
export interface LobbyFirstScreen {
  /** Whether the lane has vendors: the lobby then shows their row above the filters. */
  vendors: boolean;
  /** The lane's first hot games, in the lobby's order: picture, name in each language, vendor. */
  games: { imageUrl: string; names: Record<Language, string>; vendorName: string }[];
}

/**
 * The first cards of a lane's lobby for the server's static first paint (ADR 043): what a visitor's lobby
 * opens on, read through the lobby's own calls so the static cards are the ones React draws in their place.
 * A visitor has no favourites and no recent games, so the lobby opens on the hot games; their names are read
 * in each language (first-paint.js shows the visitor's), and the vendors' lanes say whether the lobby shows
 * its row of vendors above the filters.
 *
 * Null when the first screen cannot be drawn as the lobby draws it: no hot game (the lobby then opens on
 * every game, with its count), or a first card under maintenance (drawn greyed with a badge) or without a
 * picture of its own (the lobby draws its initials). React alone draws those lobbies.
 */
export async function lobbyFirstScreen(
  db: Kysely<Database>,
  merchant: { id: number; settings: Record<string, unknown> },
  category: TGameCategory,
  count: number,
): Promise<LobbyFirstScreen | null> {
  const [vendorLanes, ...worded] = await Promise.all([
    gameVendorLanes(db, merchant),
    ...languages.map(async (language) => ({
      language,
      games: (await hotGames(db, { merchantId: merchant.id, language }, { category, limit: count })).games,
    })),
  ]);
  const [first] = worded;
  if (!first || first.games.length === 0) return null;
  const games: LobbyFirstScreen['games'] = [];
  for (const [index, game] of first.games.entries()) {
    if (game.status !== 'active' || !game.imageUrl) return null;
    const names = {} as Record<Language, string>;
    for (const { language, games: inLanguage } of worded) {
      // The same game at the same place in every language: one read per language of the same rows.
      const same = inLanguage[index];
      if (same?.code !== game.code) return null;
      names[language] = same.name;
    }
    games.push({ imageUrl: game.imageUrl, names, vendorName: game.vendorName });
  }
  const vendors = (vendorLanes.lanes.find((lane) => lane.title === category)?.cards.length ?? 0) > 0;
  return { vendors, games };
}
