import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The demo brand's deposit methods: a bank transfer into a (made-up) Maybank account, reviewed by the
 * cashier, and the sandbox online gateway. Limits follow the brand's currency exponent. Made once: a
 * brand that has methods keeps the operator's.
 */
export async function seedDemoDepositMethods(db: Kysely<Database>, merchantId: number): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_exponent')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom('deposit_methods')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing) return;
  const major = (n: number) => BigInt(n) * 10n ** BigInt(merchant.currency_exponent);
  await db
    .insertInto('deposit_methods')
    .values([
      {
        merchant_id: merchantId,
        kind: 'bank_transfer',
        name: JSON.stringify({
          ms: 'Pindahan bank (Maybank)',
          en: 'Bank transfer (Maybank)',
          zh: '银行转账 (Maybank)',
        }),
        min_amount: major(30),
        max_amount: major(50_000),
        sort: 0,
        bank_name: 'Maybank',
        account_name: 'Gemilang Demo Sdn Bhd',
        account_number: '5140 1234 5678',
        instructions: JSON.stringify({
          ms: 'Pindahkan jumlah yang tepat ke akaun di atas, kemudian hantar rujukan dan resit. Juruwang menyemak dalam masa 15 minit.',
          en: 'Transfer the exact amount to the account above, then send the reference and the receipt. The cashier checks it within 15 minutes.',
          zh: '请将准确金额转入上述账户，然后提交参考号和收据。出纳将在 15 分钟内审核。',
        }),
      },
      {
        merchant_id: merchantId,
        kind: 'online',
        provider: 'sandbox',
        name: JSON.stringify({
          ms: 'Bayaran dalam talian (sandbox)',
          en: 'Online payment (sandbox)',
          zh: '在线支付 (沙盒)',
        }),
        min_amount: major(10),
        max_amount: major(10_000),
        sort: 1,
        instructions: JSON.stringify({
          ms: 'Anda akan dibawa ke halaman pembayaran. Baki dikreditkan sebaik sahaja pembayaran disahkan.',
          en: 'You will be taken to the payment page. Your balance is credited as soon as the payment is confirmed.',
          zh: '您将被带到支付页面。付款确认后，余额将立即入账。',
        }),
      },
    ])
    .execute();
}
