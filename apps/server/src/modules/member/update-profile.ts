import { matchesPattern } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { fieldMessage } from '../../platform/messages';
import { ageOn, dayIn } from './age';

export interface ProfileInput {
  nickname?: string;
  birthday?: string;
}

/**
 * Changes what the member may change of their profile: the nickname at any time, the birthday once (it
 * decides the age gate, so a member cannot move it afterwards; customer service can).
 */
export async function updateProfile(deps: Deps, actor: MemberActor, input: ProfileInput): Promise<{ ok: true }> {
  const me = actor.member;
  const { db, now } = deps;
  const merchant = actor.merchant;
  if (input.birthday !== undefined) {
    if (!matchesPattern(11, input.birthday)) {
      const message = fieldMessage('invalid', actor.language);
      throw new AppError('invalid_input', [{ field: 'birthday', reason: 'invalid', message }]);
    }
    if (ageOn(input.birthday, dayIn(merchant.timeZone, now())) < merchant.minAge) {
      throw new AppError('under_age', { age: merchant.minAge }, { age: merchant.minAge });
    }
  }
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('members')
      .select('birthday')
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', me.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (input.birthday !== undefined && row.birthday !== null && row.birthday !== input.birthday) {
      throw new AppError('birthday_already_set');
    }
    const changes = {
      ...(input.nickname !== undefined ? { nickname: input.nickname.replace(/\s+/g, ' ') } : {}),
      ...(input.birthday !== undefined && row.birthday === null ? { birthday: input.birthday } : {}),
    };
    if (Object.keys(changes).length === 0) return;
    await trx
      .updateTable('members')
      .set(changes)
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', me.id)
      .execute();
  });
  return { ok: true };
}
