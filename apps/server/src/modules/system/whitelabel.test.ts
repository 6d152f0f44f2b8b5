import { featureModuleIds } from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
});
afterAll(() => t.close());

const whitelabel = async () => {
  const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel' });
  expect(res.statusCode).toBe(200);
  return res.json().value as { modId: string; enabled: string; childrenNodes: unknown[] }[];
};

describe('GET /wps/system/whitelabel', () => {
  it("lists the brand's feature modules in order, enabled as '1' or '0'", async () => {
    const nodes = await whitelabel();
    expect(nodes.map((n) => n.modId)).toEqual([...featureModuleIds]);
    expect(nodes.find((n) => n.modId === 'FREEPLAY3')).toEqual({ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] });
    expect(nodes.find((n) => n.modId === 'LOGINEDTOHOME3')).toEqual({
      modId: 'LOGINEDTOHOME3',
      enabled: '0',
      childrenNodes: [],
    });
  });

  it('follows a switch changed in the database at once', async () => {
    await t.deps.db
      .updateTable('feature_modules')
      .set({ enabled: false })
      .where('merchant_id', '=', demoId)
      .where('mod_id', '=', 'MOBILENUMREG3')
      .execute();
    const nodes = await whitelabel();
    expect(nodes.find((n) => n.modId === 'MOBILENUMREG3')?.enabled).toBe('0');
  });

  it('nests modules under their parent, siblings by sort, and moves a module when its sort changes', async () => {
    await t.deps.db
      .insertInto('feature_modules')
      .values([
        { merchant_id: demoId, mod_id: 'MC_DEPOSIT', parent_mod_id: 'MEMBERCENTER3', enabled: true, sort: 2 },
        { merchant_id: demoId, mod_id: 'MC_WITHDRAW', parent_mod_id: 'MEMBERCENTER3', enabled: false, sort: 1 },
        { merchant_id: demoId, mod_id: 'MC_WITHDRAW_BANK', parent_mod_id: 'MC_WITHDRAW', enabled: true, sort: 0 },
      ])
      .execute();
    await t.deps.db
      .updateTable('feature_modules')
      .set({ sort: -1 })
      .where('merchant_id', '=', demoId)
      .where('mod_id', '=', 'AGENTCENTER3')
      .execute();
    const nodes = await whitelabel();
    expect(nodes[0]?.modId).toBe('AGENTCENTER3');
    expect(nodes).toHaveLength(featureModuleIds.length);
    expect(nodes.find((n) => n.modId === 'MEMBERCENTER3')).toEqual({
      modId: 'MEMBERCENTER3',
      enabled: '1',
      childrenNodes: [
        {
          modId: 'MC_WITHDRAW',
          enabled: '0',
          childrenNodes: [{ modId: 'MC_WITHDRAW_BANK', enabled: '1', childrenNodes: [] }],
        },
        { modId: 'MC_DEPOSIT', enabled: '1', childrenNodes: [] },
      ],
    });
  });

  it('still sends a module whose parent is missing, at the top, rather than dropping it', async () => {
    await t.deps.db
      .insertInto('feature_modules')
      .values({ merchant_id: demoId, mod_id: 'ORPHAN3', parent_mod_id: 'NO_SUCH_PARENT', enabled: true, sort: 99 })
      .execute();
    const nodes = await whitelabel();
    expect(nodes.at(-1)).toEqual({ modId: 'ORPHAN3', enabled: '1', childrenNodes: [] });
  });

  it('sends modules caught in a parent loop once each, without hanging', async () => {
    await t.deps.db
      .insertInto('feature_modules')
      .values([
        { merchant_id: demoId, mod_id: 'LOOP_A', parent_mod_id: 'LOOP_B', enabled: true, sort: 100 },
        { merchant_id: demoId, mod_id: 'LOOP_B', parent_mod_id: 'LOOP_A', enabled: false, sort: 101 },
      ])
      .execute();
    const nodes = await whitelabel();
    const ids = JSON.stringify(nodes).match(/"modId":"LOOP_[AB]"/g);
    expect(ids).toHaveLength(2);
    expect(nodes.at(-1)).toEqual({
      modId: 'LOOP_A',
      enabled: '1',
      childrenNodes: [{ modId: 'LOOP_B', enabled: '0', childrenNodes: [] }],
    });
  });
});
