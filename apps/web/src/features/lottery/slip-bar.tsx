import { ChevronUp, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';

/**
 * On a phone or a tablet the slip sits under the numbers, screens away from them: this bar stays at the
 * bottom of the screen (above the tab bar) with the slip's count and total, the button that adds the numbers
 * just picked, and, once there is nothing to add, the one that places the slip. The count opens the slip.
 */
export function SlipBar({
  count,
  total,
  canAdd,
  onAdd,
  onOpen,
  onPlace,
  placing,
  canPlace,
}: {
  count: number;
  total: string;
  canAdd: boolean;
  onAdd: () => void;
  onOpen: () => void;
  onPlace: () => void;
  placing: boolean;
  canPlace: boolean;
}) {
  const { t } = useTranslation('lottery');
  return (
    <section
      aria-label={t('bar.label')}
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 border-line border-t bg-surface shadow-[0_-8px_24px_rgba(0,0,0,0.35)] md:bottom-0"
    >
      <div className="mx-auto flex max-w-[1280px] items-center gap-2 px-3 py-2">
        <button
          type="button"
          onClick={onOpen}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 text-left focus-visible:outline-2 focus-visible:outline-gold"
        >
          <ChevronUp size={18} aria-hidden="true" className="shrink-0 text-gold" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-ink text-sm">{t('bar.open', { count })}</span>
            <span className="truncate font-semibold text-gold text-sm tabular-nums">{total}</span>
          </span>
        </button>
        {canAdd ? (
          <Button type="button" variant="outline" onClick={onAdd}>
            <Plus size={16} aria-hidden="true" />
            {t('pick.add')}
          </Button>
        ) : (
          <Button type="button" onClick={onPlace} loading={placing} disabled={!canPlace || placing}>
            {t('slip.place')}
          </Button>
        )}
      </div>
    </section>
  );
}
