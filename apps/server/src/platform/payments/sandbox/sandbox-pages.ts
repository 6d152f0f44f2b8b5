import { formatMinor, type Language, toLanguage } from '@gemilang/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../html-text';
import { sendSandboxNotice } from './sandbox-delivery';
import { sandboxPagePath } from './sandbox-gateway';

/**
 * The sandbox gateway's own payment page, served by this server as a gateway's site would be: the
 * order, its amount, and Pay / Decline. A choice is final; it sends the signed callback (in the
 * background) and the browser back to the site's return address. Plain, self-contained HTML in the
 * order's language, with no script.
 */
const text = {
  en: {
    title: 'Sandbox payment',
    badge: 'Test gateway',
    payTo: 'Payment to {merchant}',
    order: 'Order',
    transaction: 'Transaction',
    pay: 'Pay',
    decline: 'Decline',
    note: 'This is a test gateway: no real money moves.',
    paid: 'Paid. You can return to the site.',
    declined: 'Declined. You can return to the site.',
    expired: 'This payment has expired.',
    back: 'Return to {merchant}',
    missing: 'This payment does not exist.',
  },
  ms: {
    title: 'Pembayaran sandbox',
    badge: 'Gerbang ujian',
    payTo: 'Bayaran kepada {merchant}',
    order: 'Pesanan',
    transaction: 'Transaksi',
    pay: 'Bayar',
    decline: 'Tolak',
    note: 'Ini gerbang ujian: tiada wang sebenar berpindah.',
    paid: 'Telah dibayar. Anda boleh kembali ke laman.',
    declined: 'Ditolak. Anda boleh kembali ke laman.',
    expired: 'Pembayaran ini telah tamat tempoh.',
    back: 'Kembali ke {merchant}',
    missing: 'Pembayaran ini tidak wujud.',
  },
  zh: {
    title: '沙盒支付',
    badge: '测试网关',
    payTo: '付款给 {merchant}',
    order: '订单',
    transaction: '交易',
    pay: '支付',
    decline: '拒绝',
    note: '这是测试网关：不会产生真实资金流动。',
    paid: '已支付。您可以返回网站。',
    declined: '已拒绝。您可以返回网站。',
    expired: '此付款已过期。',
    back: '返回 {merchant}',
    missing: '此付款不存在。',
  },
} satisfies Record<Language, Record<string, string>>;

type Words = (typeof text)['en'];

function grouped(amount: bigint, exponent: number): string {
  const [whole = '0', fraction] = formatMinor(amount, exponent).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${digits}.${fraction}` : digits;
}

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans SC",sans-serif;background:#eef0f3;color:#111827}
main{max-width:440px;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d1d5db;border-radius:12px;padding:24px}
.badge{display:inline-block;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
h1{font-size:18px;font-weight:600;margin:14px 0 4px}
.amount{font-size:32px;font-weight:700;font-variant-numeric:tabular-nums;margin:4px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px;margin:0 0 20px}
dt{color:#4b5563}dd{margin:0;word-break:break-all;font-family:ui-monospace,monospace}
form{display:flex;gap:12px}
button,.back{flex:1;display:inline-flex;align-items:center;justify-content:center;min-height:48px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.pay{background:#047857;color:#fff;border:0}.pay:hover{background:#065f46}
.decline{background:#fff;color:#b91c1c;border:1px solid #b91c1c}.decline:hover{background:#fef2f2}
.back{background:#1f2937;color:#fff;width:100%}
.status{font-weight:600;margin:0 0 16px}
.note{font-size:13px;color:#4b5563;margin:16px 0 0}
`;

function page(language: Language, body: string, title: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

function orderPage(words: Words, language: Language, order: OrderRow, merchant: string, now: Date): string {
  const fill = (s: string) => s.replace('{merchant}', merchant);
  const amount = `${escapeHtml(order.currency)} ${grouped(order.amount, order.exponent)}`;
  let actions: string;
  if (order.state === 'open' && order.expires_at > now) {
    actions = `<form method="post"><button class="pay" type="submit" name="action" value="pay">${escapeHtml(words.pay)}</button><button class="decline" type="submit" name="action" value="decline">${escapeHtml(words.decline)}</button></form>`;
  } else {
    const status = order.state === 'paid' ? words.paid : order.state === 'declined' ? words.declined : words.expired;
    actions = `<p class="status" role="status">${escapeHtml(status)}</p><a class="back" href="${escapeHtml(order.return_url)}">${escapeHtml(fill(words.back))}</a>`;
  }
  return page(
    language,
    `<div class="card"><span class="badge">${escapeHtml(words.badge)}</span><h1>${escapeHtml(fill(words.payTo))}</h1><div class="amount">${amount}</div><dl><dt>${escapeHtml(words.order)}</dt><dd>${escapeHtml(order.order_id)}</dd><dt>${escapeHtml(words.transaction)}</dt><dd>${escapeHtml(order.id)}</dd></dl>${actions}<p class="note">${escapeHtml(words.note)}</p></div>`,
    words.title,
  );
}

interface OrderRow {
  id: string;
  merchant_id: number;
  order_id: string;
  amount: bigint;
  currency: string;
  exponent: number;
  language: string;
  return_url: string;
  state: 'open' | 'paid' | 'declined';
  expires_at: Date;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(html);
}

const ZParams = z.object({ id: z.string().regex(/^sbx_[A-Za-z0-9_-]{10,40}$/) });
const ZChoice = z.object({ action: z.enum(['pay', 'decline']) });

export function registerSandboxPages(app: FastifyInstance): void {
  const { db } = app.deps;

  async function load(params: unknown) {
    const parsed = ZParams.safeParse(params);
    if (!parsed.success) return null;
    const order = await db
      .selectFrom('sandbox_gateway_orders as o')
      .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
      .select([
        'o.id',
        'o.merchant_id',
        'o.order_id',
        'o.amount',
        'o.currency',
        'o.exponent',
        'o.language',
        'o.return_url',
        'o.state',
        'o.expires_at',
        'm.name as merchantName',
      ])
      .where('o.id', '=', parsed.data.id)
      .executeTakeFirst();
    return order ?? null;
  }

  const missing = (reply: FastifyReply, language: Language) =>
    sendHtml(
      reply,
      404,
      page(
        language,
        `<div class="card"><p class="status">${escapeHtml(text[language].missing)}</p></div>`,
        text[language].title,
      ),
    );

  app.get(`${sandboxPagePath}/:id`, async (request, reply) => {
    const order = await load(request.params);
    if (!order) return missing(reply, request.language);
    const language = toLanguage(order.language);
    return sendHtml(reply, 200, orderPage(text[language], language, order, order.merchantName, app.deps.now()));
  });

  app.post(`${sandboxPagePath}/:id`, async (request, reply) => {
    const order = await load(request.params);
    if (!order) return missing(reply, request.language);
    const language = toLanguage(order.language);
    const choice = ZChoice.safeParse(request.body);
    const now = app.deps.now();
    if (choice.success) {
      // The first choice stands: a second press, or a press after the page expired, changes nothing.
      const decided = await db
        .updateTable('sandbox_gateway_orders')
        .set({ state: choice.data.action === 'pay' ? 'paid' : 'declined', decided_at: now })
        .where('id', '=', order.id)
        .where('state', '=', 'open')
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (decided) {
        sendSandboxNotice(db, app.deps.now, order.id);
        return reply.status(303).header('location', order.return_url).header('cache-control', 'no-store').send();
      }
    }
    const fresh = (await load(request.params)) ?? order;
    return sendHtml(
      reply,
      choice.success ? 409 : 400,
      orderPage(text[language], language, fresh, order.merchantName, now),
    );
  });
}
