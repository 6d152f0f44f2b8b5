import { Dices, Fish, Gamepad2, type LucideIcon, Spade, Ticket, Trophy, Tv, Zap } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MenuBodyProps } from '../../boot/lazy-menu';
import type { GameCategoryId } from '../nav-config';
import { useGameCategories } from '../use-game-categories';

const menuItemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-raised';

const icons: Record<GameCategoryId, LucideIcon> = {
  lottery: Ticket,
  elott: Zap,
  live: Tv,
  rng: Dices,
  sports: Trophy,
  esports: Gamepad2,
  fish: Fish,
  pvp: Spade,
};

/**
 * The phone tab bar's Games (tab-bar.tsx draws its trigger): a choice of the categories that have games (the
 * same as the desktop header's), so the lottery and the casino are one tap away, not only the slots.
 */
export function GamesMenu({ trigger, open, onOpenChange }: MenuBodyProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Esports has no page of its own; its vendors are reached from the header's dropdown.
  const categories = useGameCategories().filter((category) => category.path !== '');
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal container={document.body}>
        <DropdownMenu.Content
          side="top"
          align="center"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-line bg-surface p-1 shadow-xl shadow-black/50"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1 font-semibold text-ink-soft text-xs">
            {t('tabs.gamesMenu')}
          </DropdownMenu.Label>
          {categories.map((category) => {
            const Icon = icons[category.id];
            const here = pathname.toLowerCase() === category.path;
            return (
              <DropdownMenu.Item
                key={category.id}
                className={`${menuItemClass} ${here ? 'text-gold' : ''}`}
                onSelect={() => void navigate(category.path)}
              >
                <Icon size={18} aria-hidden="true" className="text-gold" />
                {t(`nav.categories.${category.id}`)}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
