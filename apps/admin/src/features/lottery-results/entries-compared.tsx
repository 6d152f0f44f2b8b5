import type { TResultDraw, TResultProposal } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { drawName } from './draw-name';
import { ResultBoard } from './result-board';

/**
 * A draw whose two entries differed (ADR 049), both laid out like the ticket side by side (one above the other
 * on a phone), each number that differs from the other entry marked: what both operators check against the
 * sheet before a new entry is made.
 */
export function EntriesCompared({ draw, proposal }: { draw: TResultDraw; proposal: TResultProposal }) {
  const { t } = useTranslation('lotteryResults');
  const name = drawName(t, draw);
  const first = proposal.result;
  const second = proposal.secondResult;
  if (!first || !second) return null;
  const entries = [
    { key: 'first', result: first, against: second, by: proposal.proposedBy.username, label: 'mismatch.first' },
    { key: 'second', result: second, against: first, by: proposal.decidedBy?.username ?? '', label: 'mismatch.second' },
  ] as const;
  return (
    <section aria-label={t('mismatch.named', { draw: name })} className="space-y-2 p-3">
      <h3 className="text-sm font-semibold">
        {name} <span className="font-normal text-ink-soft">· {draw.stationName}</span>
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {entries.map((e) => (
          <div key={e.key} className="min-w-0 rounded border border-line">
            <p className="border-b border-line px-2 py-1 text-xs font-semibold text-ink-soft">
              {t(e.label, { username: e.by })}
            </p>
            <ResultBoard
              result={e.result}
              against={e.against}
              mark={t('board.differs')}
              label={t(`${e.label}Board`, { draw: name, username: e.by })}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
