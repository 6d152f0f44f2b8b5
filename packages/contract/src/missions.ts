import { ZTimestamp } from './common';
import { ZMoney } from './money';
import { rewardStates } from './rewards';
import { route } from './route';
import { z } from './zod';

/**
 * Mission activity (ADR 062): missions (an operator's goal over bets, deposits or sign-ins in a window, with a
 * reward), daily tasks (small goals that start again at midnight brand time) and leaderboard races (members
 * ranked by valid bets in a window, with a prize table). Rewards are recorded in the reward centre (ADR 059) and
 * claimed there or on the mission's card (rewardRoutes.claim with the card's rewardId).
 */

/**
 * What a goal counts: valid bets (amount or number of bets), credited deposits (amount or number), or the days
 * the member signed in. The amount goals count money, the others whole numbers.
 */
export const missionGoals = ['bets_amount', 'bets_count', 'deposit_amount', 'deposit_count', 'login_days'] as const;
export type TMissionGoal = (typeof missionGoals)[number];
export const ZMissionGoal = z.enum(missionGoals);

/** The goals counted in money (their target and progress are amounts); the others are counts. */
export const moneyGoals: readonly TMissionGoal[] = ['bets_amount', 'deposit_amount'];
/** The goals over bets, the only ones a product scope may narrow. */
export const betGoals: readonly TMissionGoal[] = ['bets_amount', 'bets_count'];

/**
 * The product a bet goal or a race may be narrowed to: the lottery, the e-lottery, or a game category. None
 * (null) counts every product.
 */
export const missionScopes = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP'] as const;
export type TMissionScope = (typeof missionScopes)[number];
export const ZMissionScope = z.enum(missionScopes);

/**
 * A mission's or a daily task's standing for the caller: upcoming (not started), in progress, reached (the goal is
 * met and its reward is being recorded, within a minute), claimable (the reward waits for the member's claim),
 * rewarded (paid, or being paid), lapsed (the reward was not claimed in time or was refused), missed (the window
 * closed before the goal was met).
 */
export const missionStates = [
  'upcoming',
  'in_progress',
  'reached',
  'claimable',
  'rewarded',
  'lapsed',
  'missed',
] as const;
export type TMissionState = (typeof missionStates)[number];

const goalView = {
  goal: ZMissionGoal,
  scope: ZMissionScope.nullable(),
  /** Money in major units for an amount goal, a whole number otherwise. */
  target: z.string(),
  progress: z.string(),
  /** progress ÷ target, 0 to 100, rounded down (100 only when reached). */
  percent: z.number().int().min(0).max(100),
};

const rewardLink = {
  reward: ZMoney,
  state: z.enum(missionStates),
  /** The reward centre's row once recorded: claim it with rewardRoutes.claim. */
  rewardId: z.string().nullable(),
  rewardState: z.enum(rewardStates).nullable(),
};

export const ZMission = z.object({
  id: z.string(),
  /** In the caller's language. */
  title: z.string(),
  ...goalView,
  ...rewardLink,
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
});
export type TMission = z.infer<typeof ZMission>;

export const ZMissionList = z.object({
  /** Open missions, those starting within a week, and those ended within a week; the soonest to end first. */
  items: z.array(ZMission),
  /** Open missions the member has not been rewarded for yet: the member centre's badge. */
  available: z.number().int(),
  currency: z.string(),
});
export type TMissionList = z.infer<typeof ZMissionList>;

export const ZMissionBadge = z.object({ available: z.number().int() });
export type TMissionBadge = z.infer<typeof ZMissionBadge>;

export const ZDailyTask = z.object({ id: z.string(), title: z.string(), ...goalView, ...rewardLink });
export type TDailyTask = z.infer<typeof ZDailyTask>;

export const ZDailyTaskList = z.object({
  /** Today in the brand's zone (yyyy-MM-dd). */
  day: z.string(),
  /** The next midnight in the brand's zone, when every task starts again. */
  resetsAt: ZTimestamp,
  items: z.array(ZDailyTask),
  currency: z.string(),
});
export type TDailyTaskList = z.infer<typeof ZDailyTaskList>;

/** One row of a race's board: the member's name masked (ab***z), never who they are. */
export const ZRaceEntry = z.object({
  /** Equal valid bets share a rank (1, 2, 2, 4): see ADR 062 for how they share the prizes. */
  rank: z.number().int(),
  name: z.string(),
  validBets: ZMoney,
  /** What the rank pays if the race ended now ('0.00' beyond the prize table). */
  prize: ZMoney,
});
export type TRaceEntry = z.infer<typeof ZRaceEntry>;

export const raceStates = ['upcoming', 'running', 'ended', 'cancelled'] as const;
export type TRaceState = (typeof raceStates)[number];

export const ZRace = z.object({
  id: z.string(),
  title: z.string(),
  scope: ZMissionScope.nullable(),
  state: z.enum(raceStates),
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
  /** The prize of rank 1, 2, … */
  prizes: z.array(ZMoney),
  /** The board as last published (every 30 s while it changes), best first. */
  top: z.array(ZRaceEntry),
  /** Members with valid bets in the race. */
  entrants: z.number().int(),
  updatedAt: ZTimestamp.nullable(),
  /** The caller's own standing: valid bets now; rank and prize when on the board. */
  mine: z.object({ validBets: ZMoney, rank: z.number().int().nullable(), prize: ZMoney.nullable() }),
  /** The caller's prize once the race has ended and paid it. */
  rewardId: z.string().nullable(),
  rewardState: z.enum(rewardStates).nullable(),
});
export type TRace = z.infer<typeof ZRace>;

export const ZRaceList = z.object({
  /** Running races, those starting within a week, and those ended within a week. */
  items: z.array(ZRace),
  currency: z.string(),
});
export type TRaceList = z.infer<typeof ZRaceList>;

export const missionRoutes = {
  missions: route({
    method: 'GET',
    path: '/wps/member/missions',
    access: 'realMember',
    tag: 'missions',
    summary: "The member's missions with their progress computed now, their reward and whether it waits for a claim.",
    response: ZMissionList,
  }),
  badge: route({
    method: 'GET',
    path: '/wps/member/missions/available',
    access: 'realMember',
    tag: 'missions',
    summary: 'How many open missions the member has not been rewarded for yet (the member centre badge).',
    response: ZMissionBadge,
  }),
  dailyTasks: route({
    method: 'GET',
    path: '/wps/member/daily-tasks',
    access: 'realMember',
    tag: 'missions',
    summary: "Today's tasks (brand time) with the member's progress; each pays once per member per brand day.",
    response: ZDailyTaskList,
  }),
  races: route({
    method: 'GET',
    path: '/wps/member/races',
    access: 'realMember',
    tag: 'missions',
    summary:
      "Leaderboard races with their board (masked names), prize table and the caller's own standing; the live channel pushes a new board as it changes.",
    response: ZRaceList,
  }),
} as const;
