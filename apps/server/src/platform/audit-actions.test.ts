import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { adminAuditActions } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every audit action the server writes is in the contract's list (adminAuditActions), which the back office filters
 * by and labels in three languages: found by reading the sources for `action: '…'`, so a new one cannot be left out.
 * Actions built from a template are listed with what they expand to. Checked to fail: before the ledger's,
 * withdrawals', agents' and members' own actions were listed, sixteen came back unknown.
 */
const templated: Record<string, string[]> = {
  'lottery.${kind}.propose': ['lottery.result.propose', 'lottery.correction.propose'],
  'lottery.${proposal.kind}.confirm': ['lottery.result.confirm', 'lottery.correction.confirm'],
  'lottery.${proposal.kind}.mismatch': ['lottery.result.mismatch', 'lottery.correction.mismatch'],
  'lottery.${proposal.kind}.reject': ['lottery.result.reject', 'lottery.correction.reject'],
  'withdrawal.${action}': ['withdrawal.all_received', 'withdrawal.not_received'],
  'member.${action}': ['member.lock', 'member.unlock', 'member.reset_password'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('test-kit') ? [path] : [];
  });
}

describe('audit actions', () => {
  it('lists every action the server writes', () => {
    const written = new Set<string>();
    for (const file of sources(join(import.meta.dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/action: '([a-z_]+\.[a-z_.]+)'/g)) written.add(m[1]!);
      for (const m of text.matchAll(/action: `([a-z_]+\.[^`]*\$\{[^`]+)`/g)) {
        const expanded = templated[m[1]!];
        if (!expanded) throw new Error(`an audit action built from a template the test does not know: ${m[1]}`);
        for (const action of expanded) written.add(action);
      }
    }
    const known = new Set<string>(adminAuditActions);
    expect([...written].filter((a) => !known.has(a)).sort()).toEqual([]);
    expect(written.size).toBeGreaterThan(60);
  });
});
