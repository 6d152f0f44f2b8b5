import type { TWhitelabelNode } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { featureModuleRows } from '../../platform/feature-modules';

interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
}

/**
 * The brand's feature modules as whitelabel nodes (docs/product.md, The back office): a tree by parent, siblings in `sort` order.
 * A module whose parent is missing (or that sits in a loop) is still sent, at the top, so a switch the
 * operator set is never silently dropped.
 */
export async function whitelabel(db: Kysely<Database>, merchantId: number): Promise<TWhitelabelNode[]> {
  const rows: ModuleRow[] = await featureModuleRows(db, merchantId);
  const ids = new Set(rows.map((r) => r.mod_id));
  const children = new Map<string, ModuleRow[]>();
  for (const row of rows) {
    if (row.parent_mod_id === null || !ids.has(row.parent_mod_id)) continue;
    const list = children.get(row.parent_mod_id) ?? [];
    list.push(row);
    children.set(row.parent_mod_id, list);
  }
  const placed = new Set<string>();
  const node = (row: ModuleRow): TWhitelabelNode => {
    placed.add(row.mod_id);
    return {
      modId: row.mod_id,
      enabled: row.enabled ? '1' : '0',
      childrenNodes: (children.get(row.mod_id) ?? []).filter((c) => !placed.has(c.mod_id)).map(node),
    };
  };
  const tree = rows.filter((r) => r.parent_mod_id === null || !ids.has(r.parent_mod_id)).map(node);
  for (const row of rows) if (!placed.has(row.mod_id)) tree.push(node(row));
  return tree;
}
