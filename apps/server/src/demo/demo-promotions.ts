import type { TEligibilityRule, TOfferReward, TOfferTerms } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database, LocalizedJson } from '../db/schema';

/**
 * The demo brand's promotions (ADR 057), the mechanics SEA sites run: a welcome bonus on the first deposit, a
 * daily reload, free spins on the house slot, a daily lottery ticket, an application promotion (share a big win)
 * and one coming soon. Amounts in whole units of the brand's currency. Made once: a brand that has offers keeps
 * the operator's.
 */
interface DemoOffer {
  code: string;
  category: string;
  art: string;
  title: LocalizedJson;
  summary: LocalizedJson;
  rules: LocalizedJson;
  reward: (major: (n: number) => number) => TOfferReward;
  terms: (major: (n: number) => number) => TOfferTerms;
  eligibility: TEligibilityRule[];
  startsInDays?: number;
  endsInDays?: number;
}

const everyGame = [
  { product: 'game' as const, category: 'LIVE', percent: 10 },
  { product: 'game' as const, percent: 100 },
  { product: 'vendor' as const, category: 'LIVE', percent: 10 },
  { product: 'vendor' as const, percent: 100 },
  { product: 'lottery' as const, percent: 50 },
  { product: 'elott' as const, percent: 50 },
];

/** Terms counting every game as `everyGame` does (nothing else), the usual shape of the demo's offers. */
function onEveryGame(
  turnoverMultiple: number,
  lifeDays: number,
  limits: { maxBet?: number; maxConversionMultiple?: number } = {},
): TOfferTerms {
  return {
    turnoverMultiple,
    turnoverOf: 'bonus',
    contributions: everyGame,
    defaultPercent: 0,
    maxBet: limits.maxBet ?? null,
    maxConversionMultiple: limits.maxConversionMultiple ?? null,
    lifeDays,
  };
}

const offers: DemoOffer[] = [
  {
    code: 'WELCOME100',
    category: 'newbie',
    art: 'welcome',
    title: { ms: 'Bonus Alu-aluan 100%', en: '100% Welcome Bonus', zh: '100% 首存红利' },
    summary: {
      ms: 'Deposit pertama anda digandakan sehingga RM288.',
      en: 'Your first deposit doubled, up to RM288.',
      zh: '首次存款翻倍，最高 RM288。',
    },
    rules: {
      ms: 'Pilih bonus ini di halaman deposit sebelum deposit pertama anda.\n\nBonus dan kemenangannya menjadi tunai selepas pusing ganti dipenuhi. Pengeluaran sebelum itu melucutkan bonus, tidak sekali-kali wang tunai anda.',
      en: 'Choose this bonus on the deposit page before your first deposit.\n\nThe bonus and what it wins become cash once the turnover is met. Withdrawing before that forfeits the bonus, never your cash.',
      zh: '首次存款前，请在存款页面选择此红利。\n\n完成流水要求后，红利及其赢利将转为现金。在此之前提款将没收红利，但绝不影响您的现金。',
    },
    reward: (major) => ({
      kind: 'deposit_match',
      which: 'first',
      percent: 100,
      cap: major(288),
      minDeposit: major(30),
    }),
    terms: (major) => onEveryGame(10, 30, { maxBet: major(50), maxConversionMultiple: 10 }),
    eligibility: [{ rule: 'deposit_count', max: 0 }],
  },
  {
    code: 'RELOAD30',
    category: 'deposit',
    art: 'reload',
    title: { ms: 'Bonus Tambah Nilai Harian 30%', en: '30% Daily Reload', zh: '每日 30% 续存红利' },
    summary: {
      ms: '30% untuk satu deposit setiap hari, sehingga RM150.',
      en: '30% on one deposit every day, up to RM150.',
      zh: '每天一笔存款送 30%，最高 RM150。',
    },
    rules: {
      ms: 'Sekali sehari bagi setiap ahli. Deposit minimum RM50.',
      en: 'Once a day per member. Minimum deposit RM50.',
      zh: '每位会员每天一次。最低存款 RM50。',
    },
    reward: (major) => ({
      kind: 'deposit_match',
      which: 'reload',
      percent: 30,
      cap: major(150),
      minDeposit: major(50),
    }),
    terms: (major) => onEveryGame(5, 7, { maxBet: major(30) }),
    eligibility: [
      { rule: 'deposit_count', min: 1 },
      { rule: 'once', per: 'day' },
    ],
  },
  {
    code: 'JUNGLE20',
    category: 'slots',
    art: 'free-rounds',
    title: { ms: '20 Putaran Percuma Jungle', en: '20 Free Spins on Jungle', zh: 'Jungle 老虎机 20 次免费旋转' },
    summary: {
      ms: '20 putaran RM0.50 pada slot Jungle, untuk ahli baharu.',
      en: '20 spins of RM0.50 on the Jungle slot, for new members.',
      zh: '新会员可在 Jungle 老虎机获得 20 次 RM0.50 旋转。',
    },
    rules: {
      ms: 'Putaran hanya untuk slot Jungle pada RM0.50 setiap satu. Kemenangan menjadi tunai selepas pusing ganti 1x.',
      en: 'Spins are for the Jungle slot only, at RM0.50 each. Winnings become cash after a 1x turnover.',
      zh: '旋转仅限 Jungle 老虎机，每次 RM0.50。赢利完成 1 倍流水后转为现金。',
    },
    reward: (major) => ({ kind: 'free_rounds', gameCode: 'GM_SLOT_JUNGLE', rounds: 20, stake: major(0.5) }),
    terms: () => ({
      turnoverMultiple: 1,
      turnoverOf: 'bonus',
      contributions: [{ product: 'game', percent: 100 }],
      defaultPercent: 0,
      maxBet: null,
      maxConversionMultiple: 20,
      lifeDays: 3,
    }),
    eligibility: [],
  },
  {
    code: 'DAILYLOTTO',
    category: 'lottery',
    art: 'lottery',
    title: { ms: 'Tiket Loteri Harian RM2', en: 'Daily RM2 Lottery Ticket', zh: '每日 RM2 彩票' },
    summary: {
      ms: 'Tuntut RM2 setiap hari untuk bermain loteri.',
      en: 'Claim RM2 every day to play the lottery.',
      zh: '每天领取 RM2 玩彩票。',
    },
    rules: {
      ms: 'Sekali sehari. Hanya pertaruhan loteri dan e-loteri dikira untuk pusing ganti 1x.',
      en: 'Once a day. Only lottery and e-lottery bets count towards the 1x turnover.',
      zh: '每天一次。只有彩票和电子彩票投注计入 1 倍流水。',
    },
    reward: (major) => ({ kind: 'fixed_credit', amount: major(2) }),
    terms: () => ({
      turnoverMultiple: 1,
      turnoverOf: 'bonus',
      contributions: [
        { product: 'lottery', percent: 100 },
        { product: 'elott', percent: 100 },
      ],
      defaultPercent: 0,
      maxBet: null,
      maxConversionMultiple: 5,
      lifeDays: 1,
    }),
    eligibility: [{ rule: 'once', per: 'day' }, { rule: 'no_stacking' }],
  },
  {
    code: 'BIGWIN',
    category: 'special',
    art: 'application',
    title: { ms: 'Kongsi Kemenangan Besar Anda', en: 'Share Your Big Win', zh: '分享您的大奖' },
    summary: {
      ms: 'Hantar tangkapan skrin kemenangan besar dan dapatkan RM18.',
      en: 'Send a screenshot of a big win and get RM18.',
      zh: '提交大奖截图，获得 RM18。',
    },
    rules: {
      ms: 'Tulis ulasan ringkas (sehingga 140 aksara) dan lampirkan sehingga 3 tangkapan skrin PNG atau JPG. Kakitangan menyemak dalam masa 24 jam.',
      en: 'Write a short comment (up to 140 characters) and attach up to 3 PNG or JPG screenshots. Staff review within 24 hours.',
      zh: '写一段简短留言（最多 140 字），并附上最多 3 张 PNG 或 JPG 截图。工作人员将在 24 小时内审核。',
    },
    reward: (major) => ({ kind: 'application', amount: major(18) }),
    terms: () => onEveryGame(1, 14),
    eligibility: [],
  },
  {
    code: 'VIPGIFT',
    category: 'vip',
    art: 'vip',
    title: { ms: 'Hadiah VIP Hujung Tahun', en: 'Year-End VIP Gift', zh: '年终 VIP 礼遇' },
    summary: {
      ms: 'RM88 untuk ahli VIP, akan datang tidak lama lagi.',
      en: 'RM88 for VIP members, coming soon.',
      zh: 'VIP 会员可获 RM88，即将推出。',
    },
    rules: {
      ms: 'Untuk ahli VIP tahap 1 ke atas.',
      en: 'For members at VIP level 1 and above.',
      zh: '适用于 VIP 1 级及以上会员。',
    },
    reward: (major) => ({ kind: 'fixed_credit', amount: major(88) }),
    terms: () => onEveryGame(3, 14),
    eligibility: [{ rule: 'vip_level', min: 1 }],
    startsInDays: 20,
    endsInDays: 50,
  },
];

export async function seedDemoPromotions(db: Kysely<Database>, merchantId: number, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('promotion_offers')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_exponent')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const major = (n: number) => Math.round(n * 10 ** merchant.currency_exponent);
  const day = 86_400_000;
  const art = (name: string) => {
    const path = `/banners/promotions/${name}.svg`;
    return JSON.stringify({ ms: path, en: path, zh: path });
  };
  await db
    .insertInto('promotion_offers')
    .values(
      offers.map((o, i) => ({
        merchant_id: merchantId,
        code: o.code,
        kind: o.reward(major).kind,
        category: o.category,
        state: 'published' as const,
        sort: i,
        title: JSON.stringify(o.title),
        summary: JSON.stringify(o.summary),
        rules: JSON.stringify(o.rules),
        art: art(o.art),
        reward: JSON.stringify(o.reward(major)),
        terms: JSON.stringify(o.terms(major)),
        eligibility: JSON.stringify(o.eligibility),
        starts_at: new Date(now.getTime() + (o.startsInDays ?? -1) * day),
        ends_at: o.endsInDays === undefined ? null : new Date(now.getTime() + o.endsInDays * day),
      })),
    )
    .execute();
}
