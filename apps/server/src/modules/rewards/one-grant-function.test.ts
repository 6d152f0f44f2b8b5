import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every reward of every program becomes money through one function (ADR 057, 059): a loyalty program records a
 * reward (recordReward, recordRewards); only the rewards module pays it, with issueProgramGrant; only promotions
 * calls issueGrant; and only issueGrant posts the ledger entry that grants a bonus. So a refusal for every reward
 * (a member who has excluded themselves, when that exists; a spent budget today) is one check in issueGrant. The
 * behaviour is checked in rewards.test.ts (a refusal leaves the reward refused); this keeps the one road the only
 * one as programs are added. Seen red: a call of issueProgramGrant added to check-in's settings file failed the second
 * test, naming the file.
 */
const modules = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/(\.test\.ts|-test-kit\.ts)$/.test(name) ? [path] : [];
  });
}

const files = sources(modules).map((path) => ({ path: relative(modules, path), text: readFileSync(path, 'utf8') }));
const calling = (pattern: RegExp) =>
  files
    .filter((f) => pattern.test(f.text))
    .map((f) => f.path)
    .sort();

describe('the one road from a reward to money', () => {
  it('grants a bonus in one place: issueGrant, called by promotions only', () => {
    expect(calling(/entryKinds\.bonusGrant\b/).filter((p) => !p.endsWith('reconcile-grants.ts'))).toEqual([
      'promotions/issue-grant.ts',
    ]);
    expect(calling(/\bissueGrant\(/).every((p) => p.startsWith('promotions/'))).toBe(true);
  });

  it('pays a loyalty reward only from the rewards module, through issueProgramGrant', () => {
    // Besides the rewards module, the points mall's promotion item (ADR 064): a bonus the member buys with points,
    // granted in the redemption's own transaction so the points and the bonus commit together; still through
    // issueGrant and its one refusal.
    expect(calling(/\bissueProgramGrant\(/)).toEqual([
      'points/item-bonus.ts',
      'promotions/program-grant.ts',
      'rewards/pay-reward.ts',
    ]);
  });

  it('leaves the programs no way to move money but recording a reward', () => {
    const programs = files.filter((f) =>
      /^(rebates|vip|check-in|red-envelopes|referrals|missions|rewards)\//.test(f.path),
    );
    expect(programs.length).toBeGreaterThan(0);
    const posting = programs
      .filter((f) => /\b(postEntry|postEntriesInBulk|lockAccounts|systemAccount)\b/.test(f.text))
      .map((f) => f.path);
    expect(posting).toEqual([]);
  });
});
