import type { TRewardProgram, TRewardState } from '@gemilang/contract';
import {
  CalendarCheck,
  Crown,
  Gift,
  ListChecks,
  type LucideIcon,
  Percent,
  Target,
  Trophy,
  UserPlus,
} from 'lucide-react';

/** Each program's icon in the reward centre (its name is in the catalogue under `program.<id>`). */
export const programIcons: Record<TRewardProgram, LucideIcon> = {
  rebate: Percent,
  vip_upgrade: Crown,
  vip_weekly: Crown,
  vip_monthly: Crown,
  mission: Target,
  race: Trophy,
  check_in: CalendarCheck,
  daily_task: ListChecks,
  red_envelope: Gift,
  referral_deposit: UserPlus,
  referral_share: UserPlus,
};

/** What the member can do stands out (gold); paid is green; being paid is amber; what is shut is grey or red. */
export const stateTones: Record<TRewardState, string> = {
  waiting: 'bg-gold text-night',
  due: 'bg-warning/15 text-warning',
  paid: 'bg-success/15 text-success',
  expired: 'bg-raised text-ink-soft',
  refused: 'bg-danger/15 text-danger',
};

/** The products a rebate line can name (game categories, and the two lotteries); another reads as itself. */
export const knownProducts = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP'];

/** The reasons the server refuses a reward with (the grant engine's error codes), each with its words. */
export const knownRefusals = ['promotion_budget_spent', 'promotion_not_eligible'];
