import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import type { RouteDeps } from '../deps';
import { signNotify } from '../domain/payments';
import type { PaymentRow as Payment } from '../repositories/payments';
import { PAYMENT, frontCallbackUrl } from './payment';

/**
 * The sandbox provider's hosted page, outside the API: the traveller approves or declines here,
 * and the provider then sends the app its signed callback, as a real one would.
 */
const MERCHANT = 'Fortune Wings';

/** Card numbers with a fixed outcome; any other Luhn-valid number approves. */
const DECLINES: Record<string, string> = { '4000000000000002': 'card declined', '4000000000009995': 'insufficient funds' };
/** The provider never answers for this one: the payment stays pending, as after a provider time-out. */
const NO_ANSWER = '4000000000000119';

/** The page's styles are a file of their own: its policy allows no inline style or script. */
const STYLE_SHEET = '/sandbox-pay/page.css';
const styles = readFileSync(new URL('./sandbox-pay.css', import.meta.url), 'utf8');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const paramsSchema = z.object({ paymentId: z.string().check(z.regex(/^PAY[0-9A-Z]{8,40}$/)) });
const formSchema = z.object({
  cardNumber: z.optional(z.string()),
  expiry: z.optional(z.string()),
  cvc: z.optional(z.string()),
  decision: z.optional(z.enum(['approve', 'decline'])),
});
type Form = z.infer<typeof formSchema>;

const finalState: Record<string, [string, string]> = {
  SUCCEEDED: ['Payment succeeded', '支付成功'],
  DECLINED: ['Payment declined', '支付失败'],
  REFUNDED: ['Payment refunded', '已退款'],
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLE_SHEET}">
<main><h1>Sandbox payment<small>沙盒支付（测试环境，不会产生真实扣款）</small></h1>${body}</main></html>`;
}

function summary(payment: Payment, orderNo: string): string {
  return `<section class="card"><dl>
<dt>Merchant<small>商户</small></dt><dd>${escapeHtml(MERCHANT)}</dd>
<dt>Order number<small>订单号</small></dt><dd>${escapeHtml(orderNo)}</dd>
<dt>Amount<small>金额</small></dt><dd>${escapeHtml(payment.currency)} ${escapeHtml(payment.amount)}</dd>
</dl></section>`;
}

function cardForm(form: Form): string {
  return `<form method="post" class="card" autocomplete="off">
<label for="cardNumber">Card number<small>卡号</small></label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" required value="${escapeHtml(form.cardNumber ?? '')}" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">Expiry (MM/YY)<small>有效期</small></label>
<input id="expiry" name="expiry" inputmode="numeric" required value="${escapeHtml(form.expiry ?? '')}" placeholder="12/30"></div>
<div><label for="cvc">CVC<small>安全码</small></label><input id="cvc" name="cvc" inputmode="numeric" required value="${escapeHtml(form.cvc ?? '')}" placeholder="123"></div></div>
<button type="submit">Pay<small>支付</small></button>
</form>
<section class="card"><strong>Test cards<small>测试卡号</small></strong><ul>
<li>Any Luhn-valid number, e.g. 4242 4242 4242 4242: approved / 支付成功</li>
<li>4000 0000 0000 0002: declined, card declined / 银行卡被拒</li>
<li>4000 0000 0000 9995: declined, insufficient funds / 余额不足</li>
<li>4000 0000 0000 0119: no answer, the payment stays pending / 无响应，支付保持处理中</li>
</ul></section>`;
}

const walletForm = () => `<form method="post" class="card"><p>Approve this payment in your wallet?<small>是否在钱包中确认此付款？</small></p>
<button name="decision" value="approve">Approve<small>确认付款</small></button>
<button name="decision" value="decline" class="secondary">Decline<small>拒绝</small></button></form>`;

/** The card's problem, or null; expiry is MM/YY and not before this month. */
function cardError(form: Form, now: Date): string | null {
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return 'The card number is not valid. / 卡号无效。';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'Please enter the expiry as MM/YY. / 请按 MM/YY 格式输入有效期。';
  if (2000 + Number(expiry[2]) < now.getUTCFullYear() || (2000 + Number(expiry[2]) === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return 'The card has expired. / 该卡已过期。';
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return 'The CVC has 3 or 4 digits. / 安全码为 3 或 4 位数字。';
  return null;
}

export function registerSandboxPayRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  async function load(params: unknown) {
    const parsed = paramsSchema.safeParse(params);
    if (!parsed.success) return undefined;
    return store.payments.findWithOrderNo(parsed.data.paymentId);
  }

  function show(reply: FastifyReply, html: string, status = 200) {
    reply.status(status).type('text/html; charset=utf-8');
    reply.header('Cache-Control', 'no-store');
    return reply.send(html);
  }

  function render(reply: FastifyReply, payment: Payment, orderNo: string, form: Form = {}, error: string | null = null) {
    const head = summary(payment, orderNo);
    if (payment.status !== 'PENDING') {
      const [en, zh] = finalState[payment.status] ?? [payment.status, payment.status];
      const reason = payment.failureReason ? `<p>${escapeHtml(payment.failureReason)}</p>` : '';
      const back = `<a class="button" href="${escapeHtml(frontCallbackUrl(payment.provider, payment.id))}">Return to the app<small>返回应用</small></a>`;
      return show(reply, page(en, `${head}<section class="card"><strong>${en}<small>${zh}</small></strong>${reason}${back}</section>`));
    }
    const problem = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
    return show(reply, page('Sandbox payment', head + problem + (payment.provider === 'wallet' ? walletForm() : cardForm(form))));
  }

  const notFound = (reply: FastifyReply) =>
    show(reply, page('Payment not found', '<section class="card"><strong>Payment not found<small>未找到该支付</small></strong></section>'), 404);

  app.get(STYLE_SHEET, { config: { securityPolicy: 'paymentPage' } }, async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(styles));

  app.get('/sandbox-pay/:paymentId', { config: { securityPolicy: 'paymentPage' } }, async (req, reply) => {
    const row = await load(req.params);
    return row ? render(reply, row.payment, row.orderNo) : notFound(reply);
  });

  app.post('/sandbox-pay/:paymentId', { config: { securityPolicy: 'paymentPage' } }, async (req, reply) => {
    const row = await load(req.params);
    if (!row) return notFound(reply);
    const { payment, orderNo } = row;
    if (payment.status !== 'PENDING') return render(reply, payment, orderNo);
    const parsed = formSchema.safeParse(req.body ?? {});
    const form = parsed.success ? parsed.data : {};

    let outcome: { status: 'SUCCEEDED' | 'DECLINED'; reason?: string; cardLast4?: string } | null;
    if (payment.provider === 'wallet') {
      if (!form.decision) return render(reply, payment, orderNo, form, 'Please approve or decline. / 请确认或拒绝付款。');
      outcome = form.decision === 'approve' ? { status: 'SUCCEEDED' } : { status: 'DECLINED', reason: 'declined by the payer' };
    } else {
      const error = cardError(form, clock.now());
      if (error) return render(reply, payment, orderNo, form, error);
      const digits = form.cardNumber!.replace(/[\s-]/g, '');
      const cardLast4 = digits.slice(-4);
      const decline = DECLINES[digits];
      outcome = digits === NO_ANSWER ? null : decline ? { status: 'DECLINED', reason: decline, cardLast4 } : { status: 'SUCCEEDED', cardLast4 };
    }

    if (outcome) {
      const body = JSON.stringify({
        paymentId: payment.id,
        orderNo,
        amount: payment.amount,
        currency: payment.currency,
        providerRef: 'SBX' + randomBytes(8).toString('hex').toUpperCase(),
        ...outcome,
      });
      const timestamp = String(clock.now().getTime());
      const res = await app.inject({
        method: 'POST',
        url: `${PAYMENT}/${payment.provider}/notify`,
        headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': signNotify(config.paymentSecret, timestamp, body) },
        payload: body,
      });
      if (res.json<{ code: string }>().code !== codes.success) req.log.error({ paymentId: payment.id, response: res.body }, 'sandbox notify refused');
    }
    return reply.redirect(frontCallbackUrl(payment.provider, payment.id), 303);
  });
}
