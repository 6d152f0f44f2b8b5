import { randomUUID } from 'node:crypto';
import { type CasinoOutcome, commitmentOf, verifyCasinoRound } from '@gemilang/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsealError } from '../../../platform/secrets-at-rest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { launchToken, player, SLOT } from '../games-test-kit';
import { openPairSeed, sealLegacyPairSeeds } from './pair-seed';

/**
 * A house game's server seed is, with the client seed and the nonce, every coming round of the member: it is
 * stored sealed (ADR 049), so a read of the database tells nothing of the rounds to come, while the seed
 * revealed by a rotation still verifies against the commitment shown before the round.
 * Checked to fail: with insertSeedPair storing the seed as it is, the raw column held it in the clear; with
 * the rotation revealing the stored value, the revealed "seed" did not verify.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const call = (path: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/wps/play/${path}`, payload, language: 'en' });

const pairsOf = (memberId: bigint) =>
  t.deps.db.selectFrom('casino_seed_pairs').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

const bigints = (o: unknown) => JSON.parse(JSON.stringify(o, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)));

describe("a house game's server seed", () => {
  it('is sealed in the database, and the seed a rotation reveals verifies the round played on it', async () => {
    const member = await player(t, 10_000n);
    const token = await launchToken(t, member.token, SLOT);
    const opened = (await call('session', { token })).json().value;
    const [pair] = await pairsOf(member.id);
    // The raw column: no 64 hex digits, nothing the commitment could be checked against.
    expect(pair!.server_seed).toMatch(/^sealed:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(pair!.server_seed).not.toMatch(/[0-9a-f]{64}/);
    expect(pair!.commitment).toBe(opened.seeds.commitment);

    const played = await call('round', {
      token,
      requestId: `q${randomUUID().replace(/-/g, '')}`.slice(0, 40),
      stake: '1.00',
    });
    expect(played.statusCode).toBe(200);
    const round = played.json().value.round;
    expect(round.serverSeed).toBeNull();

    const rotated = (await call('rotate', { token })).json().value;
    const revealed: string = rotated.revealed.serverSeed;
    expect(revealed).toMatch(/^[0-9a-f]{64}$/);
    // Revealed, yet still sealed at rest, like the fresh pair that replaced it.
    const pairs = await pairsOf(member.id);
    expect(pairs).toHaveLength(2);
    for (const p of pairs) {
      expect(p.server_seed).toMatch(/^sealed:v1:/);
      expect(p.server_seed).not.toContain(revealed);
    }
    // The public verification: the revealed seed hashes to the commitment shown before the round, and the
    // round's outcome recomputes from the seeds.
    expect(commitmentOf(revealed)).toBe(opened.seeds.commitment);
    const check = verifyCasinoRound(
      { serverSeed: revealed, clientSeed: round.clientSeed, nonce: round.nonce },
      round.commitment,
      {
        game: 'slot',
        slotId: 'rimba',
        stake: BigInt(round.stakeMinor),
      },
    );
    if (!check.ok) throw new Error(check.problem);
    expect(check.commitmentMatches).toBe(true);
    expect(bigints(check.outcome as CasinoOutcome)).toEqual(round.outcome);
    const recall = (await call('recall', { token })).json().value.rounds;
    expect(recall[0]).toMatchObject({ id: round.id, serverSeed: revealed });
  });

  it('is sealed at start-up where an older server stored it in the clear, once, and opens only on its own pair', async () => {
    const member = await player(t, 1_000n);
    const token = await launchToken(t, member.token, SLOT);
    await call('session', { token });
    await call('rotate', { token });
    const [a, b] = await pairsOf(member.id);
    const clear = openPairSeed(t.deps.config, a!);
    await t.deps.db.updateTable('casino_seed_pairs').set({ server_seed: clear }).where('id', '=', a!.id).execute();
    expect(await sealLegacyPairSeeds(t.deps.db, t.deps.config)).toBe(1);
    expect(await sealLegacyPairSeeds(t.deps.db, t.deps.config)).toBe(0);
    const [resealed] = await pairsOf(member.id);
    expect(resealed!.server_seed).toMatch(/^sealed:v1:/);
    expect(openPairSeed(t.deps.config, resealed!)).toBe(clear);
    expect(commitmentOf(clear)).toBe(a!.commitment);
    // A sealed seed copied onto another pair does not open there.
    expect(() => openPairSeed(t.deps.config, { ...b!, server_seed: resealed!.server_seed })).toThrow(UnsealError);
  });
});
