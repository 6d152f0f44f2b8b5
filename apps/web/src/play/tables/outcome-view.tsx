import type { Card } from '@gemilang/games';
import { useTranslation } from 'react-i18next';

type Json = Record<string, unknown>;
const SUIT = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;
const RANK: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export function PlayingCard({ card }: { card: Card }) {
  const { t } = useTranslation('play');
  const rank = RANK[card.rank] ?? String(card.rank);
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <span
      role="img"
      aria-label={t('tables.card', { rank, suit: t(`tables.suits.${card.suit}`) })}
      className={`deal-in inline-flex h-16 w-11 flex-col items-center justify-center rounded-lg border border-slate-300 bg-white font-black shadow sm:h-20 sm:w-14 ${red ? 'text-red-600' : 'text-slate-900'}`}
    >
      <span aria-hidden="true" className="text-lg leading-none sm:text-xl">
        {rank}
      </span>
      <span aria-hidden="true" className="text-lg leading-none sm:text-xl">
        {SUIT[card.suit]}
      </span>
    </span>
  );
}

function Die({ face }: { face: number }) {
  const { t } = useTranslation('play');
  const pips: Record<number, number[]> = {
    1: [4],
    2: [0, 8],
    3: [0, 4, 8],
    4: [0, 2, 6, 8],
    5: [0, 2, 4, 6, 8],
    6: [0, 2, 3, 5, 6, 8],
  };
  return (
    <span
      role="img"
      aria-label={t('tables.die', { n: face })}
      className="deal-in grid h-12 w-12 grid-cols-3 grid-rows-3 gap-0.5 rounded-xl bg-white p-1.5 shadow sm:h-14 sm:w-14"
    >
      {Array.from({ length: 9 }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the nine pip places of a die face never move
          key={i}
          aria-hidden="true"
          className={`m-auto h-2 w-2 rounded-full ${pips[face]?.includes(i) ? (face === 1 || face === 4 ? 'bg-red-600' : 'bg-slate-900') : ''}`}
        />
      ))}
    </span>
  );
}

/** The result of a table round: the cards of each side, the pocket, or the dice. */
export function OutcomeView({ outcome }: { outcome: Json }) {
  const { t } = useTranslation('play');
  switch (outcome.game) {
    case 'baccarat': {
      const hand = outcome.hand as {
        player: Card[];
        banker: Card[];
        playerTotal: number;
        bankerTotal: number;
        winner: string;
      };
      return (
        <div className="space-y-3">
          <div className="grid grid-cols-2 gap-3">
            {(['player', 'banker'] as const).map((side) => (
              <div
                key={side}
                className={`rounded-xl border p-2 text-center ${hand.winner === side ? 'border-gold bg-gold/10' : 'border-line'}`}
              >
                <p className={`font-bold ${side === 'player' ? 'text-sky-300' : 'text-rose-300'}`}>
                  {t(`tables.bets.${side}`)} ·{' '}
                  <span className="tabular">{side === 'player' ? hand.playerTotal : hand.bankerTotal}</span>
                </p>
                <div className="mt-2 flex justify-center gap-1">
                  {hand[side].map((card, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards in deal order never move
                    <PlayingCard key={i} card={card} />
                  ))}
                </div>
              </div>
            ))}
          </div>
          <p className="text-center font-black text-gold text-xl">{t(`tables.winner.${hand.winner}`)}</p>
        </div>
      );
    }
    case 'dragon_tiger': {
      const hand = outcome.hand as { dragon: Card; tiger: Card; winner: string };
      return (
        <div className="space-y-3">
          <div className="flex items-center justify-center gap-6">
            {(['dragon', 'tiger'] as const).map((side) => (
              <div
                key={side}
                className={`rounded-xl border p-2 text-center ${hand.winner === side ? 'border-gold bg-gold/10' : 'border-line'}`}
              >
                <p className={`mb-2 font-bold ${side === 'dragon' ? 'text-rose-300' : 'text-sky-300'}`}>
                  {t(`tables.bets.${side}`)}
                </p>
                <PlayingCard card={hand[side]} />
              </div>
            ))}
          </div>
          <p className="text-center font-black text-gold text-xl">{t(`tables.winner.${hand.winner}`)}</p>
        </div>
      );
    }
    case 'roulette': {
      const spin = outcome.spin as { pocket: number; colour: 'red' | 'black' | 'green' };
      const bg = spin.colour === 'red' ? 'bg-red-600' : spin.colour === 'green' ? 'bg-emerald-600' : 'bg-slate-900';
      return (
        <div className="flex flex-col items-center gap-2">
          <span
            className={`deal-in flex h-20 w-20 items-center justify-center rounded-full border-4 border-gold font-black text-3xl text-white ${bg}`}
            role="img"
            aria-label={t('tables.pocket', { n: spin.pocket, colour: t(`tables.colours.${spin.colour}`) })}
          >
            <span aria-hidden="true" className="tabular">
              {spin.pocket}
            </span>
          </span>
        </div>
      );
    }
    case 'sic_bo': {
      const roll = outcome.roll as { dice: number[]; total: number; triple: boolean };
      return (
        <div className="flex flex-col items-center gap-2">
          <div className="flex gap-2">
            {roll.dice.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: three dice in throw order
              <Die key={i} face={d} />
            ))}
          </div>
          <p className="font-bold text-gold text-lg">
            {t('tables.sicBoTotal', { total: roll.total })} ·{' '}
            {roll.triple ? t('tables.bets.any_triple') : t(roll.total >= 11 ? 'tables.bets.big' : 'tables.bets.small')}
          </p>
        </div>
      );
    }
    default:
      return null;
  }
}
