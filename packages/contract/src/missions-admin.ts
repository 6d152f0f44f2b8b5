import { trimmed, ZLocalizedText, ZMoney, ZTimestamp } from './common';
import { betGoals, raceStates, ZMissionGoal, ZMissionScope } from './missions';
import { ZAmountInput } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * Back office of mission activity (ADR 062): missions, daily tasks and leaderboard races with their prize tables,
 * each listed with who took part. The admin and marketing roles (access `promotions`, ADR 058). Amounts travel as
 * major-unit text; the server stores minor units. A mission's or race's goal, window start, target and rewards
 * are fixed once it has started (mission_started, race_started): members are already working towards them.
 */

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
export const ZMissionIdParam = z.object({ id: ZId });

const line = (max: number) => trimmed(max).refine((s) => !s.includes('\u0000'));
const localizedLine = (max: number) => z.object({ ms: line(max).min(1), en: line(max).min(1), zh: line(max).min(1) });

/** An instant as an ISO 8601 text with its offset (the editor sends the brand's local time converted). */
const ZInstant = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1));

export const missionsAdminAuditActions = [
  'mission.create',
  'mission.update',
  'daily_task.create',
  'daily_task.update',
  'race.create',
  'race.update',
  'race.cancel',
] as const;

/** The longest window a mission may have, and a race: their progress is counted over the whole window. */
export const MISSION_MAX_DAYS = 93;
export const RACE_MAX_DAYS = 31;
/** The longest prize table: the board shows at least ten rows, and as many as the table has. */
export const RACE_MAX_PRIZES = 50;

const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/**
 * A goal as the editor sends it: the target is major-unit money for an amount goal, a whole number otherwise
 * (the server says which is wrong); a scope narrows only a bet goal.
 */
const goalInput = {
  goal: ZMissionGoal,
  scope: ZMissionScope.nullable().default(null),
  target: z.string().min(1).max(40),
  reward: ZAmountInput,
};
const scopeOnlyOnBets = (o: { goal: z.infer<typeof ZMissionGoal>; scope: unknown }) =>
  o.scope === null || betGoals.includes(o.goal);

export const ZMissionInput = z
  .object({
    title: localizedLine(80),
    ...goalInput,
    startsAt: ZInstant,
    endsAt: ZInstant,
    enabled: z.boolean().default(true),
  })
  .refine(scopeOnlyOnBets, { path: ['scope'], message: 'only a bet goal has a product' })
  .refine((o) => days(o.startsAt, o.endsAt) > 0, { path: ['endsAt'], message: 'ends before it starts' })
  .refine((o) => days(o.startsAt, o.endsAt) <= MISSION_MAX_DAYS, { path: ['endsAt'], message: 'too long' });
export type TMissionInput = z.input<typeof ZMissionInput>;

export const ZDailyTaskInput = z
  .object({
    title: localizedLine(80),
    ...goalInput,
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(100_000).default(0),
  })
  .refine(scopeOnlyOnBets, { path: ['scope'], message: 'only a bet goal has a product' });
export type TDailyTaskInput = z.input<typeof ZDailyTaskInput>;

export const ZRaceInput = z
  .object({
    title: localizedLine(80),
    scope: ZMissionScope.nullable().default(null),
    startsAt: ZInstant,
    endsAt: ZInstant,
    /** The prize of rank 1, 2, …: each positive, none larger than the one above it. */
    prizes: z.array(ZAmountInput).min(1).max(RACE_MAX_PRIZES),
  })
  .refine((o) => days(o.startsAt, o.endsAt) > 0, { path: ['endsAt'], message: 'ends before it starts' })
  .refine((o) => days(o.startsAt, o.endsAt) <= RACE_MAX_DAYS, { path: ['endsAt'], message: 'too long' });
export type TRaceInput = z.input<typeof ZRaceInput>;

/** Who a mission or task reached: rewards recorded, their total, and how many of them members have claimed. */
const participation = {
  completions: z.number().int(),
  rewarded: ZMoney,
  claimed: z.number().int(),
};

export const ZAdminMission = z.object({
  id: z.string(),
  title: ZLocalizedText,
  goal: ZMissionGoal,
  scope: ZMissionScope.nullable(),
  target: z.string(),
  reward: ZMoney,
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
  enabled: z.boolean(),
  state: z.enum(['upcoming', 'open', 'ended']),
  ...participation,
});
export type TAdminMission = z.infer<typeof ZAdminMission>;

export const ZAdminDailyTask = z.object({
  id: z.string(),
  title: ZLocalizedText,
  goal: ZMissionGoal,
  scope: ZMissionScope.nullable(),
  target: z.string(),
  reward: ZMoney,
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Completions today (brand time); the participation fields cover the last seven days, today included. */
  today: z.number().int(),
  ...participation,
});
export type TAdminDailyTask = z.infer<typeof ZAdminDailyTask>;

export const ZAdminRaceEntry = z.object({
  rank: z.number().int(),
  username: z.string(),
  validBets: ZMoney,
  prize: ZMoney,
});

export const ZAdminRace = z.object({
  id: z.string(),
  title: ZLocalizedText,
  scope: ZMissionScope.nullable(),
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
  prizes: z.array(ZMoney),
  state: z.enum(raceStates),
  /** Members with valid bets in it, and its board, as last computed. */
  entrants: z.number().int(),
  top: z.array(ZAdminRaceEntry),
  /** After the end: prizes recorded, their total, and how many the winners have claimed. */
  ...participation,
});
export type TAdminRace = z.infer<typeof ZAdminRace>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), currency: z.string(), exponent: z.number().int() });
export const ZAdminMissionList = listOf(ZAdminMission);
export type TAdminMissionList = z.infer<typeof ZAdminMissionList>;
export const ZAdminDailyTaskList = listOf(ZAdminDailyTask);
export type TAdminDailyTaskList = z.infer<typeof ZAdminDailyTaskList>;
export const ZAdminRaceList = listOf(ZAdminRace);
export type TAdminRaceList = z.infer<typeof ZAdminRaceList>;

const admin = { access: 'promotions', tag: 'missions-admin' } as const;

export const missionsAdminRoutes = {
  missions: route({
    ...admin,
    method: 'GET',
    path: '/admin/api/missions',
    summary: "The brand's missions, the latest first, with how many members completed each and claimed its reward.",
    response: ZAdminMissionList,
  }),
  createMission: route({
    ...admin,
    method: 'POST',
    path: '/admin/api/missions',
    summary: 'A new mission: a goal over bets, deposits or sign-in days in a window, with a reward.',
    body: ZMissionInput,
    response: ZAdminMission,
  }),
  updateMission: route({
    ...admin,
    method: 'PUT',
    path: '/admin/api/missions/:id',
    summary:
      'Edit a mission. Once started only its titles, its end and whether it is shown may change (mission_started).',
    params: ZMissionIdParam,
    body: ZMissionInput,
    response: ZAdminMission,
  }),
  dailyTasks: route({
    ...admin,
    method: 'GET',
    path: '/admin/api/daily-tasks',
    summary: "The brand's daily tasks in their order, with completions today and over the last seven days.",
    response: ZAdminDailyTaskList,
  }),
  createDailyTask: route({
    ...admin,
    method: 'POST',
    path: '/admin/api/daily-tasks',
    summary: 'A new daily task: a small goal counted from midnight to midnight brand time, paid once a day.',
    body: ZDailyTaskInput,
    response: ZAdminDailyTask,
  }),
  updateDailyTask: route({
    ...admin,
    method: 'PUT',
    path: '/admin/api/daily-tasks/:id',
    summary: 'Edit a daily task: from now on; rewards already recorded keep their amount.',
    params: ZMissionIdParam,
    body: ZDailyTaskInput,
    response: ZAdminDailyTask,
  }),
  races: route({
    ...admin,
    method: 'GET',
    path: '/admin/api/races',
    summary: "The brand's races, the latest first, with their board (real names) and, once ended, the prizes paid.",
    response: ZAdminRaceList,
  }),
  createRace: route({
    ...admin,
    method: 'POST',
    path: '/admin/api/races',
    summary: 'A new leaderboard race over valid bets in a window, with its prize table.',
    body: ZRaceInput,
    response: ZAdminRace,
  }),
  updateRace: route({
    ...admin,
    method: 'PUT',
    path: '/admin/api/races/:id',
    summary: 'Edit a race. Once started only its titles and its end may change (race_started); an ended race never.',
    params: ZMissionIdParam,
    body: ZRaceInput,
    response: ZAdminRace,
  }),
  cancelRace: route({
    ...admin,
    method: 'POST',
    path: '/admin/api/races/:id/cancel',
    summary: 'Cancel a race that has not ended: it pays nothing (race_ended once its prizes are recorded).',
    params: ZMissionIdParam,
    response: ZAdminRace,
  }),
} as const;
