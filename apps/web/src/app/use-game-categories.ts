import { useQuery } from '@tanstack/react-query';
import { usePainted } from '../boot/after-first-paint';
import { useVendorLanes } from '../features/games/api';
import { houseLotteryOf, vendorsByCategory, visibleCategories } from './nav-config';

/**
 * The game categories the header and the phone's games menu offer: those with vendors, and the lottery
 * entries when the brand's own lottery has games. The lottery's menu is asked for after the first paint
 * (ADR 041), and the code that asks arrives then too (the lottery's calls are not in the first load); the
 * answer is cached under the lottery page's own key (features/lottery/api.ts, lotteryKeys.menus), so the
 * lottery page opens on it.
 */
export function useGameCategories() {
  const lanes = useVendorLanes();
  const painted = usePainted();
  const menus = useQuery({
    queryKey: ['lottery', 'menus', 'lottery'] as const,
    queryFn: async () => (await import('../features/lottery/api')).loadLotteryMenus('lottery'),
    enabled: painted,
    staleTime: 60_000,
  });
  return visibleCategories(vendorsByCategory(lanes.data ?? []), houseLotteryOf(menus.data));
}
