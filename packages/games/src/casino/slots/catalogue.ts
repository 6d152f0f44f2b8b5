import type { SlotConfig } from './model';
import { NAGA_FORTUNE } from './naga';
import { RIMBA_WILDS } from './rimba';

// The slots by id. A published config never changes (rounds are recalled and verified against it): new
// strips or pays are a new id.
export const SLOT_CONFIGS: readonly SlotConfig[] = [RIMBA_WILDS, NAGA_FORTUNE];

export function slotConfig(id: string): SlotConfig | undefined {
  return SLOT_CONFIGS.find((c) => c.id === id);
}
