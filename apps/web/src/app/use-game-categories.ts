import { useVendorLanes } from '../features/games/api';
import { useLotteryMenus } from '../features/lottery/api';
import { usePainted } from '../shared/ui/after-first-paint';
import { houseLotteryOf, vendorsByCategory, visibleCategories } from './nav-config';

/**
 * The game categories the header and the phone's games menu offer: those with vendors, and the lottery
 * entries when the brand's own lottery has games. The lottery's menu is asked for after the first paint
 * (ADR 041): the page comes first; the same answer then serves the lottery page from the cache.
 */
export function useGameCategories() {
  const lanes = useVendorLanes();
  const painted = usePainted();
  const menus = useLotteryMenus('lottery', painted);
  return visibleCategories(vendorsByCategory(lanes.data ?? []), houseLotteryOf(menus.data));
}
