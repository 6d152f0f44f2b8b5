import type { SlotConfig } from '@gemilang/games';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../sheet';
import { SymbolTile } from './slot-symbols';

/**
 * The slot's help: how it pays, its paytable and its published return to player, all read from the
 * config the server plays (packages/games), so what is shown is what is paid.
 */
export function SlotHelp({ config, onClose }: { config: SlotConfig; onClose: () => void }) {
  const { t } = useTranslation('play');
  const symbols = Object.keys(config.linePays);
  return (
    <Sheet title={t('slot.helpTitle')} onClose={onClose}>
      <div className="space-y-4">
        <p className="rounded-xl border border-gold/40 bg-gold/10 p-3 font-semibold text-gold">
          {t('slot.rtp', { rtp: config.statedRtp })}
        </p>
        <ul className="list-disc space-y-1 ps-5 text-ink-soft">
          <li>{t('slot.rules.lines', { lines: config.lines.length })}</li>
          <li>{t('slot.rules.wild')}</li>
          {config.wildMultiplier > 1 ? <li>{t('slot.rules.wildMultiplier', { x: config.wildMultiplier })}</li> : null}
          <li>{t('slot.rules.scatter')}</li>
          <li>
            {t('slot.rules.freeSpins', {
              three: config.freeSpins.awards[3],
              four: config.freeSpins.awards[4],
              five: config.freeSpins.awards[5],
              x: config.freeSpins.multiplier,
              max: config.freeSpins.maxSpins,
            })}
          </li>
          <li>{t('slot.rules.noAutoplay')}</li>
        </ul>
        <table className="w-full border-collapse text-center">
          <caption className="pb-2 text-left font-semibold text-ink">{t('slot.paytable')}</caption>
          <thead>
            <tr className="text-ink-soft text-xs">
              <th scope="col" className="py-1 text-left">
                {t('slot.symbol')}
              </th>
              <th scope="col">×3</th>
              <th scope="col">×4</th>
              <th scope="col">×5</th>
            </tr>
          </thead>
          <tbody className="tabular">
            {symbols.map((code) => (
              <tr key={code} className="border-line/60 border-t">
                <th scope="row" className="flex items-center gap-2 py-1.5 text-left font-medium">
                  <span className="w-9">
                    <SymbolTile slotId={config.id} code={code} compact />
                  </span>
                  {t(`slot.symbols.${config.id}.${code}`)}
                </th>
                {[3, 4, 5].map((n) => (
                  <td key={n}>{config.linePays[code]?.[n] ?? 0}</td>
                ))}
              </tr>
            ))}
            <tr className="border-line/60 border-t">
              <th scope="row" className="flex items-center gap-2 py-1.5 text-left font-medium">
                <span className="w-9">
                  <SymbolTile slotId={config.id} code={config.scatter} compact />
                </span>
                {t(`slot.symbols.${config.id}.${config.scatter}`)}
              </th>
              {[3, 4, 5].map((n) => (
                <td key={n}>{t('slot.timesStake', { x: config.scatterPays[n] ?? 0 })}</td>
              ))}
            </tr>
          </tbody>
        </table>
        <p className="text-ink-soft text-xs">{t('slot.paytableNote')}</p>
        <div>
          <h3 className="mb-2 font-semibold text-ink">{t('slot.linesTitle')}</h3>
          <ol className="grid grid-cols-5 gap-2 sm:grid-cols-9">
            {config.lines.map((rows, i) => (
              <li key={rows.join('')} aria-label={t('slot.lineNumber', { n: i + 1 })} className="space-y-0.5">
                <span className="block text-center text-ink-soft text-[0.65rem]">{i + 1}</span>
                <div className="grid grid-cols-5 gap-px rounded bg-line/40 p-0.5" aria-hidden="true">
                  {[0, 1, 2].flatMap((row) =>
                    [0, 1, 2, 3, 4].map((reel) => (
                      <span
                        key={`${row}-${reel}`}
                        className={`h-1.5 rounded-sm ${rows[reel] === row ? 'bg-gold' : 'bg-night'}`}
                      />
                    )),
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Sheet>
  );
}
