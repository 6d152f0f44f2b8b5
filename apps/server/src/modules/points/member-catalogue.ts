import type { TPointCatalogue, TPointItem, TPointItemType } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { itemRows, leftOf } from './item-rows';
import { pointSettingsOf } from './point-settings';
import { formatPoints, inLanguage } from './points-format';

/**
 * MCS2_getPointReward: the brand's active items (of one type or all) in the member's language, in the brand's order,
 * with what is left now and what the member has redeemed of each; empty when the brand runs no points mall. The
 * version is the one a redemption must name.
 */
export async function memberCatalogue(
  deps: Deps,
  actor: MemberActor,
  query: { type?: TPointItemType } | undefined,
): Promise<TPointCatalogue> {
  const { merchant, member } = actor;
  const settings = await pointSettingsOf(deps.db, merchant.id);
  if (!settings.enabled) return { enabled: false, items: [], currency: merchant.currency };
  const rows = await itemRows(deps.db, merchant, deps.now(), {
    activeOnly: true,
    type: query?.type,
    memberId: member.id,
  });
  return {
    enabled: true,
    currency: merchant.currency,
    items: rows.map(
      (r): TPointItem => ({
        id: `${r.id}`,
        type: r.type,
        name: inLanguage(r.name, actor.language),
        description: inLanguage(r.description, actor.language),
        imageUrl: r.image_url,
        points: formatPoints(r.points),
        amount: formatMinor(r.amount, merchant.currencyExponent),
        stock: { mode: r.stock_mode, left: leftOf(r), period: r.period },
        perMemberLimit: r.per_member_limit,
        redeemedByMe: r.mine,
        version: r.version,
        needsDelivery: r.type === 'gift',
      }),
    ),
  };
}
