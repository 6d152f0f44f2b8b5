import { pointProducts } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database, LocalizedJson, PointItemType, PointStockMode, PointStockPeriod } from '../db/schema';
import { postPointsAdjustment, termsOf } from '../modules/points';

/** A demo item: amounts in whole units of the brand's currency, points in whole points. */
interface DemoItem {
  type: PointItemType;
  name: LocalizedJson;
  description: LocalizedJson;
  image: string;
  points: number;
  amount?: number;
  stock: { mode: PointStockMode; count?: number; period?: PointStockPeriod };
  perMemberLimit?: number;
  bonus?: { amount: number; turnover: number };
}

const items: DemoItem[] = [
  {
    type: 'promotion',
    name: { ms: 'Bonus RM5', en: 'RM5 bonus', zh: 'RM5 红利' },
    description: {
      ms: 'Bonus RM5 terus ke akaun anda. Perlu pusing ganti 1 kali sebelum dikeluarkan.',
      en: 'RM5 bonus straight to your account. Turn it over once before you withdraw it.',
      zh: 'RM5 红利直接存入您的账户，提款前需完成 1 倍流水。',
    },
    image: '/points/bonus.svg',
    points: 500,
    stock: { mode: 'unlimited' },
    bonus: { amount: 5, turnover: 1 },
  },
  {
    type: 'promotion',
    name: { ms: 'Bonus RM20', en: 'RM20 bonus', zh: 'RM20 红利' },
    description: {
      ms: 'Bonus RM20 dengan pusing ganti 3 kali. Maksimum 5 kali bagi setiap ahli.',
      en: 'RM20 bonus with 3x turnover. Up to 5 per member.',
      zh: 'RM20 红利，需 3 倍流水。每位会员最多兑换 5 次。',
    },
    image: '/points/bonus.svg',
    points: 1800,
    stock: { mode: 'unlimited' },
    perMemberLimit: 5,
    bonus: { amount: 20, turnover: 3 },
  },
  {
    type: 'life',
    name: { ms: 'Tambah nilai prabayar RM10', en: 'RM10 prepaid reload', zh: 'RM10 手机预付充值' },
    description: {
      ms: 'Untuk Celcom, Digi, Maxis, U Mobile atau Unifi Mobile. PIN tambah nilai dihantar melalui SMS.',
      en: 'For Celcom, Digi, Maxis, U Mobile or Unifi Mobile. The reload PIN is sent by SMS.',
      zh: '适用于 Celcom、Digi、Maxis、U Mobile 或 Unifi Mobile，充值码以短信发送。',
    },
    image: '/points/mobile-credit.svg',
    points: 1000,
    stock: { mode: 'period', count: 50, period: 'day' },
  },
  {
    type: 'life',
    name: {
      ms: "Kredit Touch 'n Go eWallet RM10",
      en: "RM10 Touch 'n Go eWallet credit",
      zh: "RM10 Touch 'n Go 电子钱包额度",
    },
    description: {
      ms: "Kod tebus Touch 'n Go eWallet dihantar ke nombor telefon berdaftar anda.",
      en: "A Touch 'n Go eWallet reload code sent to your registered phone number.",
      zh: "Touch 'n Go 电子钱包充值码将发送到您的注册手机号码。",
    },
    image: '/points/e-wallet.svg',
    points: 1000,
    stock: { mode: 'period', count: 100, period: 'week' },
  },
  {
    type: 'gift',
    name: { ms: 'Pek barangan dapur', en: 'Groceries pack', zh: '生活杂货礼包' },
    description: {
      ms: 'Beras 5 kg, minyak masak 2 kg, gula 1 kg dan Milo 1 kg, dihantar ke rumah anda.',
      en: '5 kg rice, 2 kg cooking oil, 1 kg sugar and 1 kg Milo, delivered to your door.',
      zh: '5 公斤白米、2 公斤食油、1 公斤白糖和 1 公斤美禄，送货上门。',
    },
    image: '/points/groceries.svg',
    points: 2500,
    stock: { mode: 'total', count: 30 },
  },
  {
    type: 'gift',
    name: { ms: 'Fon kepala tanpa wayar', en: 'Wireless headphones', zh: '无线耳机' },
    description: {
      ms: 'Fon kepala Bluetooth dengan pengurangan hingar, bateri sehingga 30 jam.',
      en: 'Noise-cancelling Bluetooth headphones, up to 30 hours of battery.',
      zh: '降噪蓝牙耳机，续航长达 30 小时。',
    },
    image: '/points/headphones.svg',
    points: 6000,
    stock: { mode: 'total', count: 20 },
  },
  {
    type: 'gift',
    name: { ms: 'Jam tangan pintar', en: 'Smartwatch', zh: '智能手表' },
    description: {
      ms: 'Jam tangan pintar dengan GPS dan pemantau kadar jantung. Tambah RM50 bersama mata.',
      en: 'Smartwatch with GPS and heart-rate monitor. RM50 is paid with the points.',
      zh: '配备 GPS 和心率监测的智能手表。兑换时另付 RM50。',
    },
    image: '/points/watch.svg',
    points: 15000,
    amount: 50,
    stock: { mode: 'total', count: 10 },
    perMemberLimit: 1,
  },
  {
    type: 'gift',
    name: { ms: 'Telefon pintar', en: 'Smartphone', zh: '智能手机' },
    description: {
      ms: 'Telefon pintar 5G, 256 GB. Tambah RM200 bersama mata. Seunit bagi setiap ahli.',
      en: '5G smartphone, 256 GB. RM200 is paid with the points. One per member.',
      zh: '5G 智能手机，256 GB。兑换时另付 RM200。每位会员限兑一台。',
    },
    image: '/points/smartphone.svg',
    points: 40000,
    amount: 200,
    stock: { mode: 'total', count: 3 },
    perMemberLimit: 1,
  },
  {
    type: 'gift',
    name: { ms: 'Kotak hadiah kejutan', en: 'Surprise gift box', zh: '惊喜礼盒' },
    description: {
      ms: 'Kotak hadiah berisi barangan pilihan bulan ini. 20 kotak setiap bulan.',
      en: "A gift box of this month's picks. 20 boxes each month.",
      zh: '装有本月精选好物的礼盒，每月限量 20 盒。',
    },
    image: '/points/gift-box.svg',
    points: 3000,
    stock: { mode: 'period', count: 20, period: 'month' },
  },
];

/** The demo member's points to try the mall with. */
export const DEMO_POINTS = 2500;

/**
 * The demo brand's points mall (ADR 064): every product earns a point per 10.00 of valid bets, 100 points convert to
 * 1.00 (at least 100 at a time), a catalogue of bonuses, reloads and gifts a Malaysian player knows, and the demo
 * member some points to try it, given by an adjustment with a reason so the ledger reconciles. Made once: a brand
 * with its own settings or items keeps them, and the demo member's points are given once (the entry's key).
 */
export async function seedDemoPoints(db: Kysely<Database>, merchantId: number): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_exponent')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const major = (n: number) => BigInt(Math.round(n * 10 ** merchant.currency_exponent));
  const points = (n: number) => BigInt(Math.round(n * 100));
  await db
    .insertInto('point_settings')
    .values({
      merchant_id: merchantId,
      enabled: true,
      rates: JSON.stringify(
        Object.fromEntries(pointProducts.map((p) => [p, { unit: `${major(10)}`, ratio: `${points(1)}` }])),
      ),
      conversion_points: points(100),
      conversion_amount: major(1),
      conversion_min_points: points(100),
      notes: JSON.stringify({
        ms: 'Mata dikira apabila pertaruhan diselesaikan. Pertaruhan yang dibatalkan tidak mendapat mata.',
        en: 'Points are counted when a bet settles. Cancelled bets earn no points.',
        zh: '积分在注单结算时计算，取消的注单不计积分。',
      }),
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('point_items')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!existing) {
      for (const [sort, item] of items.entries()) {
        const values = {
          type: item.type,
          name: item.name,
          description: item.description,
          image_url: item.image,
          points: points(item.points),
          amount: major(item.amount ?? 0),
          bonus_amount: item.bonus ? major(item.bonus.amount) : null,
          turnover_multiple: item.bonus ? item.bonus.turnover : null,
        };
        const row = await trx
          .insertInto('point_items')
          .values({
            merchant_id: merchantId,
            ...values,
            name: JSON.stringify(item.name),
            description: JSON.stringify(item.description),
            stock_mode: item.stock.mode,
            stock: item.stock.count ?? null,
            period: item.stock.period ?? null,
            per_member_limit: item.perMemberLimit ?? null,
            sort,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('point_item_versions')
          .values({ item_id: row.id, version: 1, merchant_id: merchantId, terms: JSON.stringify(termsOf(values)) })
          .execute();
      }
    }
    const demo = await trx
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', 'demo')
      .executeTakeFirst();
    if (demo) {
      await postPointsAdjustment(trx, {
        merchantId,
        memberId: demo.id,
        points: points(DEMO_POINTS),
        reason: 'Mata permulaan demo',
        key: 'demo-opening-points',
      });
    }
  });
}
