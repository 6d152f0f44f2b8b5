import { readFileSync } from 'node:fs';
import { operatorRoles, staffAccess } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md's table of staff roles (Roles, "Staff roles and what each may do") is what operators and auditors
 * read: it must say exactly what the server enforces. Checked to fail: with `no` for risk on the `cashier` row of
 * the docs, the row went red.
 */
function tableLines(): string[] {
  const text = readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
  const lines = text.slice(text.indexOf('### Staff roles and what each may do')).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  return lines.slice(first, end);
}

function documentedTable(): Record<string, string[]> {
  const lines = tableLines();
  const header = lines[0]!.split('|').map((cell) => cell.trim());
  const roleColumns = operatorRoles.map((role) => header.indexOf(role));
  const table: Record<string, string[]> = {};
  for (const line of lines.slice(2)) {
    const cells = line.split('|').map((cell) => cell.trim());
    const rule = cells[1]!.replaceAll('`', '');
    table[rule] = operatorRoles.filter((_, i) => cells[roleColumns[i]!] === 'yes');
  }
  return table;
}

describe('the roles table in the docs', () => {
  it('names every role as a column', () => {
    const header = tableLines()[0]!;
    for (const role of operatorRoles) expect(header).toContain(` ${role} `);
  });

  it('says for every rule exactly the roles the server lets in', () => {
    const expected = Object.fromEntries(Object.entries(staffAccess).map(([rule, roles]) => [rule, [...roles].sort()]));
    const documented = Object.fromEntries(
      Object.entries(documentedTable()).map(([rule, roles]) => [rule, roles.sort()]),
    );
    expect(documented).toEqual(expected);
  });
});
