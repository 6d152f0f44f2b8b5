/**
 * The reward centre's source of each reward this module records (ADR 062), unique per member and program: a
 * mission pays once per member, a daily task once per member per brand day, a race once per member.
 */
export const missionSource = (id: bigint) => `mission:${id}`;
export const taskSource = (id: bigint, day: string) => `${id}:${day}`;
export const raceSource = (id: bigint) => `race:${id}`;
