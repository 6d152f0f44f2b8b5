import type { TLobbyGame } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import { Spinner } from '../../shared/ui/spinner';
import { useVendorGames } from './api';
import { GameCard } from './game-card';

/** The popup list a VASSALAGE item opens: its vendor's games, each launching as in the lobby. */
export function VendorPopup({
  vassalage,
  onClose,
  onPlay,
}: {
  vassalage: string | null;
  onClose: () => void;
  onPlay: (game: TLobbyGame) => void;
}) {
  const { t } = useTranslation('games');
  const vendor = useVendorGames(vassalage);
  const name = vendor.data?.name ?? vassalage ?? '';
  return (
    <Modal open={vassalage !== null} onClose={onClose} title={t('vendor.title', { name })} size="xl">
      {vendor.isPending ? (
        <div className="grid place-items-center py-10">
          <Spinner label={t('lobby.loading')} />
        </div>
      ) : null}
      {vendor.data?.status === 'maintenance' ? (
        <p role="status" className="mb-3 rounded-lg border border-gold/40 bg-gold/10 p-3 text-sm text-ink">
          {t('vendor.maintenance', { name })}
        </p>
      ) : null}
      {vendor.data && vendor.data.games.length === 0 ? <p className="text-ink-soft">{t('vendor.empty')}</p> : null}
      {vendor.error ? <p role="alert">{vendor.error.message}</p> : null}
      {vendor.data && vendor.data.games.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
          {vendor.data.games.map((game) => (
            <GameCard key={game.code} game={game} onPlay={onPlay} />
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
