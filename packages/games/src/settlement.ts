import type { DrawResult, Evaluation, GameKind, SetRule, WinningKey } from './model';
import { betTypeDef, betTypesOf, resultMatchesGame } from './registry';

// Settlement in two forms that must agree (a property test checks it):
// - evaluateBet: the naive rule for one bet, for the slip's "check my numbers" and as the reference;
// - settlementTable: what the server joins all the draw's bets against in SQL.

export type WinningKeyRow = WinningKey & { readonly betType: string };
export type SettlementSet = { readonly betType: string; readonly rule: SetRule; readonly set: readonly string[] };
export type SettlementTable = { readonly keys: readonly WinningKeyRow[]; readonly sets: readonly SettlementSet[] };

function assertMatch(game: GameKind, result: DrawResult) {
  if (!resultMatchesGame(game, result)) throw new Error(`A result of another game was given for ${game}`);
}

/**
 * Settles one bet from its normalised key (as validateTicket gives it) against a result. Programming
 * errors (unknown bet type, result of another game) throw: the server only settles what it validated.
 */
export function evaluateBet(game: GameKind, betType: string, key: string, result: DrawResult): Evaluation {
  assertMatch(game, result);
  const def = betTypeDef(game, betType);
  if (!def) throw new Error(`Unknown bet type ${betType} of ${game}`);
  return def.evaluate(key, result);
}

/**
 * Every winning or pushed key of every key-based bet type, with its hits; and for each set-based bet type,
 * the rule and the draw's set. A key-based bet not in `keys` lost. A set-based bet (its key's numbers are
 * the chosen set) won when: all_in, every chosen number is in the set; none_in, none is; covers, the whole
 * set is among the chosen numbers.
 */
export function settlementTable(game: GameKind, result: DrawResult): SettlementTable {
  assertMatch(game, result);
  const keys: WinningKeyRow[] = [];
  const sets: SettlementSet[] = [];
  for (const def of betTypesOf(game)) {
    if (def.settlement === 'key') {
      for (const row of def.winningKeys(result)) keys.push({ betType: def.code, ...row });
    } else {
      sets.push({ betType: def.code, rule: def.settlement, set: def.settlementSet(result) });
    }
  }
  return { keys, sets };
}

/** The settlement table read back for one bet: what the server's join computes. */
export function lookUpBet(table: SettlementTable, betType: string, key: string): Evaluation {
  const set = table.sets.find((s) => s.betType === betType);
  if (set) {
    const chosen = key.split(',');
    const inSet = (n: string) => set.set.includes(n);
    const won =
      set.rule === 'all_in'
        ? chosen.every(inSet)
        : set.rule === 'none_in'
          ? !chosen.some(inSet)
          : set.set.every((n) => chosen.includes(n));
    return won ? { outcome: 'won', hits: 1 } : { outcome: 'lost', hits: 0 };
  }
  const row = table.keys.find((k) => k.betType === betType && k.key === key);
  return row ? { outcome: row.outcome, hits: row.hits } : { outcome: 'lost', hits: 0 };
}
