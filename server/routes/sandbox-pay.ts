import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import { providerReasonKey, type ProviderReason } from '../../services/schemas/payment';
import type { RouteDeps } from '../deps';
import { signNotify } from '../domain/payments';
import { normaliseLocale, translate } from '../i18n';
import type { PaymentRow as Payment } from '../repositories/payments';
import { PAYMENT, frontCallbackUrl } from './payment';

/**
 * The sandbox provider's hosted page, outside the API: the traveller approves or declines here,
 * and the provider then sends the app its signed callback, as a real one would. It speaks the
 * traveller's language, which the app passes on in the page's address.
 */

/** Card numbers with a fixed outcome; any other Luhn-valid number approves. */
const DECLINES: Record<string, ProviderReason> = { '4000000000000002': 'card declined', '4000000000009995': 'insufficient funds' };
/** The provider never answers for this one: the payment stays pending, as after a provider time-out. */
const NO_ANSWER = '4000000000000119';

/** The page's styles are a file of their own: its policy allows no inline style or script. */
const STYLE_SHEET = '/sandbox-pay/page.css';
const styles = readFileSync(new URL('./sandbox-pay.css', import.meta.url), 'utf8');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

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
/** The traveller's language, passed on by the app in the page's address. */
const querySchema = z.object({ lang: z.optional(z.string()) });
const formSchema = z.object({
  cardNumber: z.optional(z.string()),
  expiry: z.optional(z.string()),
  cvc: z.optional(z.string()),
  decision: z.optional(z.enum(['approve', 'decline'])),
});
type Form = z.infer<typeof formSchema>;
type Text = (key: string, params?: Record<string, unknown>) => string;
/** The page's texts in the traveller's language, escaped for HTML. */
const textOf =
  (locale: string): Text =>
  (key, params) =>
    escapeHtml(translate(locale, key, params));

function page(locale: string, titleKey: string, body: string): string {
  const t = textOf(locale);
  return `<!doctype html><html lang="${escapeHtml(locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t(titleKey)}</title>
<link rel="stylesheet" href="${STYLE_SHEET}">
<main><h1>${t('sandboxPay.title')}<small>${t('sandboxPay.notice')}</small></h1>${body}</main></html>`;
}

const localeOf = (query: unknown) => normaliseLocale(querySchema.safeParse(query).data?.lang);

function summary(t: Text, payment: Payment, orderNo: string): string {
  return `<section class="card"><dl>
<dt>${t('sandboxPay.merchant')}</dt><dd>${t('sandboxPay.merchantName')}</dd>
<dt>${t('sandboxPay.orderNo')}</dt><dd>${escapeHtml(orderNo)}</dd>
<dt>${t('sandboxPay.amount')}</dt><dd>${escapeHtml(payment.currency)} ${escapeHtml(payment.amount)}</dd>
</dl></section>`;
}

function cardForm(locale: string, form: Form): string {
  const t = textOf(locale);
  const testCard = (card: string, outcomeKey: string) => `<li>${t('sandboxPay.testCard', { card, outcome: translate(locale, outcomeKey) })}</li>`;
  return `<form method="post" class="card" autocomplete="off">
<label for="cardNumber">${t('sandboxPay.cardNumber')}</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" required value="${escapeHtml(form.cardNumber ?? '')}" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">${t('sandboxPay.expiry')}</label>
<input id="expiry" name="expiry" inputmode="numeric" required value="${escapeHtml(form.expiry ?? '')}" placeholder="12/30"></div>
<div><label for="cvc">${t('sandboxPay.cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" required value="${escapeHtml(form.cvc ?? '')}" placeholder="123"></div></div>
<button type="submit">${t('sandboxPay.pay')}</button>
</form>
<section class="card"><strong>${t('sandboxPay.testCards')}</strong><ul>
${testCard(translate(locale, 'sandboxPay.anyOther', { card: '4242 4242 4242 4242' }), 'sandboxPay.approved')}
${Object.entries(DECLINES)
  .map(([card, reason]) => testCard(spaced(card), providerReasonKey(reason)))
  .join('\n')}
${testCard(spaced(NO_ANSWER), 'sandboxPay.noAnswer')}
</ul></section>`;
}

const walletForm = (t: Text) => `<form method="post" class="card"><p>${t('sandboxPay.walletQuestion')}</p>
<button name="decision" value="approve">${t('sandboxPay.approve')}</button>
<button name="decision" value="decline" class="secondary">${t('sandboxPay.decline')}</button></form>`;

/** The locale key of the card's problem, or null; expiry is MM/YY and not before this month. */
function cardError(form: Form, now: Date): string | null {
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return 'sandboxPay.invalidCard';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'sandboxPay.expiryFormat';
  if (2000 + Number(expiry[2]) < now.getUTCFullYear() || (2000 + Number(expiry[2]) === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return 'sandboxPay.cardExpired';
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return 'sandboxPay.cvcDigits';
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

  /** `error` is the locale key of the form's problem. */
  function render(reply: FastifyReply, locale: string, payment: Payment, orderNo: string, form: Form = {}, error: string | null = null) {
    const t = textOf(locale);
    const head = summary(t, payment, orderNo);
    if (payment.status !== 'PENDING') {
      const status = `sandboxPay.status.${payment.status}`;
      const reason = payment.failureReason ? `<p>${t(providerReasonKey(payment.failureReason))}</p>` : '';
      const back = `<a class="button" href="${escapeHtml(frontCallbackUrl(payment.provider, payment.id))}">${t('sandboxPay.returnToApp')}</a>`;
      return show(reply, page(locale, status, `${head}<section class="card"><strong>${t(status)}</strong>${reason}${back}</section>`));
    }
    const problem = error ? `<p class="error" role="alert">${t(error)}</p>` : '';
    return show(reply, page(locale, 'sandboxPay.title', head + problem + (payment.provider === 'wallet' ? walletForm(t) : cardForm(locale, form))));
  }

  const notFound = (reply: FastifyReply, locale: string) =>
    show(reply, page(locale, 'sandboxPay.notFound', `<section class="card"><strong>${textOf(locale)('sandboxPay.notFound')}</strong></section>`), 404);

  app.get(STYLE_SHEET, { config: { securityPolicy: 'paymentPage' } }, async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(styles));

  app.get('/sandbox-pay/:paymentId', { config: { securityPolicy: 'paymentPage' } }, async (req, reply) => {
    const locale = localeOf(req.query);
    const row = await load(req.params);
    return row ? render(reply, locale, row.payment, row.orderNo) : notFound(reply, locale);
  });

  app.post('/sandbox-pay/:paymentId', { config: { securityPolicy: 'paymentPage' } }, async (req, reply) => {
    const locale = localeOf(req.query);
    const row = await load(req.params);
    if (!row) return notFound(reply, locale);
    const { payment, orderNo } = row;
    if (payment.status !== 'PENDING') return render(reply, locale, payment, orderNo);
    const parsed = formSchema.safeParse(req.body ?? {});
    const form = parsed.success ? parsed.data : {};

    let outcome: { status: 'SUCCEEDED' | 'DECLINED'; reason?: string; cardLast4?: string } | null;
    if (payment.provider === 'wallet') {
      if (!form.decision) return render(reply, locale, payment, orderNo, form, 'sandboxPay.chooseDecision');
      outcome = form.decision === 'approve' ? { status: 'SUCCEEDED' } : { status: 'DECLINED', reason: 'declined by the payer' satisfies ProviderReason };
    } else {
      const error = cardError(form, clock.now());
      if (error) return render(reply, locale, payment, orderNo, form, error);
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
