import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { travelPassMachine, type TravelPassContext, type TravelPassInput } from '../../machines/travel-pass.machine';
import type { BookingContact } from '../../services/schemas/offer';
import type { PassengerToBind } from '../../services/schemas/bound-passenger';
import { packageSchema, passOrderCreatedSchema, passOrderSchema, type PassOrder, type TravelPassPackage } from '../../services/schemas/travel-pass';
import { errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The Travel Pass statechart's model: the Taiwan 4-flight pass on sale (at most 4 a order) or the
 * Korea pass coming soon; bought, paid (the payment countdown statechart, run as the `pay` child and
 * tested on its own), its two passes bound to adults. Which
 * entries may be sent, where each event leads and what each call must carry are written out here from
 * the spec, apart from the machine.
 */
const pkg = (saleStatus: TravelPassPackage['saleStatus']) =>
  packageSchema.parse({
    id: saleStatus === 'ON_SALE' ? 1 : 4,
    code: saleStatus === 'ON_SALE' ? 'GC-TPE4' : 'NA-KOR4',
    area: saleStatus === 'ON_SALE' ? 'GREATER_CHINA' : 'NORTH_ASIA',
    origin: 'HKG',
    destination: saleStatus === 'ON_SALE' ? 'TPE' : 'ICN',
    name: saleStatus === 'ON_SALE' ? 'Taiwan Flyer 4-Flight Pass' : 'Korea Duo 4-Flight Pass',
    summary: 'Four flights.',
    routes: [{ org: 'HKG', dst: 'TPE' }],
    tickets: 4,
    cabin: 'ECO',
    validityDays: 180,
    travelFrom: '2026-11-27',
    travelTo: '2027-07-24',
    blackoutDates: ['2026-12-25'],
    coolingOffDays: 7,
    currency: 'HKD',
    adultPrice: 3280,
    limitBuy: 4,
    remaining: 100,
    saleStatus,
    saleStartsAt: '2026-11-19T00:00:00.000Z',
    saleEndsAt: '2027-03-26T00:00:00.000Z',
    reminded: false,
  });
export const packages = { onSale: pkg('ON_SALE'), comingSoon: pkg('COMING_SOON'), soldOut: { ...pkg('ON_SALE'), saleStatus: 'SOLD_OUT', remaining: 0 } satisfies TravelPassPackage };

const pass = (id: number, bound: boolean) => ({
  id,
  passNo: `TP2026112600001${id}`,
  status: bound ? 'ACTIVE' : 'UNBOUND',
  tickets: 4,
  ticketsTaken: 0,
  ticketsLeft: 4,
  validUntil: '2027-05-25T00:00:00.000Z',
  passenger: bound ? { lastName: 'CHAN', firstName: 'TAI MAN', gender: 'M', birthday: '1990-04-01', certType: 'PASSPORT', certNoMasked: '****4567', certExpiry: '2031-01-01', nationality: 'HK' } : null,
});
const order = (status: PassOrder['status'], passes = status === 'UNPAID' || status === 'PENDING_PAYMENT' || status === 'CANCELLED' ? [] : [pass(1, status !== 'PAID'), pass(2, status !== 'PAID')]) =>
  passOrderSchema.parse({
    orderId: 7,
    orderNo: 'FW202611260000100001',
    status,
    package: packages.onSale,
    quantity: 2,
    currency: 'HKD',
    totalAmount: 6560,
    createdAt: '2026-11-26T02:00:00.000Z',
    paymentDeadline: '2026-11-26T02:20:00.000Z',
    paidAt: passes.length ? '2026-11-26T02:05:00.000Z' : null,
    refundableUntil: passes.length ? '2026-12-03T02:05:00.000Z' : null,
    refund: null,
    passes,
    serverTime: '2026-11-26T02:06:00.000Z',
  });
export const orders = {
  unpaid: order('UNPAID'),
  paid: order('PAID'),
  active: order('ACTIVE'),
  cancelled: order('CANCELLED'),
  /** Paid with the provider, its outcome not yet known: still to be paid within the countdown. */
  pendingPayment: order('PENDING_PAYMENT'),
  /** Paid, one pass bound already (elsewhere): only the other is bound here. */
  partlyBound: order('PAID', [pass(1, true), pass(2, false)]),
  fullyUsed: order('FULLY_USED', [{ ...pass(1, true), status: 'FULLY_USED' }, { ...pass(2, true), status: 'FULLY_USED' }]),
  expired: order('EXPIRED'),
  refunded: order('REFUND_COMPLETED'),
};
export const created = passOrderCreatedSchema.parse({ orderId: 7, orderNo: 'FW202611260000100001', paymentDeadline: '2026-11-26T02:20:00.000Z', totalAmount: 6560, currency: 'HKD' });
/** The payment the provider's return page names. */
export const returnedPayment = { provider: 'card', paymentId: 'PAY20261126ABCDEF' } as const;
export const soldOut = { code: 'H00003', msg: 'Not enough Travel Passes are left: 1 remaining.' };
export const notOnSale = { code: 'H00002', msg: 'The sale of this Travel Pass has closed.' };
export const overLimit = { code: 'H00004', msg: 'At most 4 Travel Passes may be bought at a time.' };
/** The refusals that end the purchase (section 4: sold out, not on sale, over the package's limit): the package is loaded afresh. */
const unavailableCodes = [soldOut.code, notOnSale.code, overLimit.code];
export const adultsOnly = { code: 'H00005', msg: 'Travel pass does not support child or infant.' };

const adult: PassengerToBind = { lastName: 'CHAN', firstName: 'TAI MAN', gender: 'M', birthday: '1990-04-01', certType: 'PASSPORT', certNo: 'K1234567', certExpiry: '2031-01-01', nationality: 'HK' };
const blank: PassengerToBind = { lastName: '', firstName: '', gender: 'M', birthday: '', certType: 'PASSPORT', certNo: '', certExpiry: '', nationality: 'HK' };
const goodContact: BookingContact = { name: 'CHAN TAI MAN', areaCode: '852', mobile: '91234567', email: 'chan@example.com' };
const startContact: BookingContact = { name: '', areaCode: '852', mobile: '', email: '' };

/** Entries the spec accepts: a contact with a name, a Hong Kong mobile of 8 digits from 2-9 and an e-mail; details with every field, names in letters. */
const contactOk = (c: BookingContact) => c.name.trim() !== '' && c.areaCode === '852' && /^[2-9]\d{7}$/.test(c.mobile) && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(c.email);
const complete = (d: PassengerToBind) => Object.values(d).every((v) => v !== '') && /^[A-Z]+( [A-Z]+)*$/.test(d.lastName) && /^[A-Z]+( [A-Z]+)*$/.test(d.firstName) && /^[A-Za-z0-9]{5,20}$/.test(d.certNo);
const unbound = (o: PassOrder | null) => (o?.passes ?? []).filter((p) => p.status === 'UNBOUND');

/** The machine's context as the model expects it, with the step it is on. */
interface TravelPassWorld extends Omit<TravelPassContext, 'error'> {
  step: string;
  error: unknown;
}

const at = (w: TravelPassWorld, group: string) => w.step === group || w.step.startsWith(`${group}.`);
const errorCode = (e: EventObject) => (e as { error?: { code?: string } }).error?.code;
const shown = (e: EventObject) => {
  const error = (e as unknown as { error: { code?: string; msg?: string; kind?: string } }).error;
  return { code: error.code ?? error.kind, msg: error.msg || null };
};
/** A package on sale (not sold out or coming soon), 1 to its per-order limit, a contact the spec accepts. */
const canBuy = (w: TravelPassWorld) => w.pkg?.saleStatus === 'ON_SALE' && w.quantity >= 1 && w.quantity <= w.pkg.limitBuy && contactOk(w.contact);
const canRemind = (w: TravelPassWorld) => w.pkg?.saleStatus === 'COMING_SOON' && !w.pkg.reminded;
const allComplete = (w: TravelPassWorld) => w.passengers.length > 0 && w.passengers.every(complete);
const stepOfOrder = (o: PassOrder) => (['UNPAID', 'PENDING_PAYMENT'].includes(o.status) ? 'payment' : o.status === 'PAID' ? 'binding.editing' : ['ACTIVE', 'FULLY_USED'].includes(o.status) ? 'bound' : 'closed');

function stepAfter(w: TravelPassWorld, e: EventObject & Record<string, any>): string {
  const done = (id: string) => e.type === `xstate.done.actor.${id}`;
  const error = (id: string) => e.type === `xstate.error.actor.${id}`;
  const s = w.step;
  if (s === 'loadingPackage') return done('loadPackage') ? 'choosing.editing' : error('loadPackage') ? 'loadFailed' : s;
  if (s === 'loadFailed' && e.type === 'retry') return w.orderId !== null ? 'loadingOrder' : 'loadingPackage';
  if (at(w, 'choosing')) {
    // Changing what is bought puts a failure shown away.
    if (e.type === 'quantity.change' || e.type === 'contact.change') return 'choosing.editing';
    if (e.type === 'buy' && canBuy(w)) return 'creating';
    if (e.type === 'remind' && canRemind(w)) return 'reminding';
    if (e.type === 'retry' && s === 'choosing.failed') return 'creating';
    if (e.type === 'retry' && s === 'choosing.remindFailed') return 'reminding';
  }
  if (s === 'reminding') return done('remind') ? 'choosing.editing' : error('remind') ? 'choosing.remindFailed' : s;
  if (s === 'creating') {
    if (done('createOrder')) return 'loadingOrder';
    if (error('createOrder')) return unavailableCodes.includes(errorCode(e)!) ? 'unavailable' : 'choosing.failed';
  }
  if (s === 'unavailable' && e.type === 'restart') return 'loadingPackage';
  if (s === 'loadingOrder') return done('loadOrder') ? stepOfOrder(e.output) : error('loadOrder') ? 'loadFailed' : s;
  // Paid, or out of time: the order is read again to show where it is.
  if (s === 'payment' && done('pay')) return 'loadingOrder';
  if (at(w, 'binding')) {
    if (e.type === 'passenger.change') return 'binding.editing';
    if (e.type === 'bind' && allComplete(w)) return 'bindingPassengers';
    if (e.type === 'retry' && s === 'binding.failed') return 'bindingPassengers';
  }
  if (s === 'bindingPassengers') {
    if (done('bind')) return 'loadingOrder';
    if (error('bind')) return errorCode(e) === adultsOnly.code ? 'binding.childRefused' : 'binding.failed';
  }
  return s;
}

function valuesAfter(w: TravelPassWorld, e: EventObject & Record<string, any>, next: string): TravelPassWorld {
  if (e.type.startsWith('xstate.error.actor.')) return { ...w, error: shown(e) };
  switch (e.type) {
    case 'xstate.done.actor.loadPackage':
      return { ...w, pkg: e.output };
    case 'xstate.done.actor.remind':
      return { ...w, pkg: { ...w.pkg!, reminded: true } };
    case 'xstate.done.actor.createOrder':
      return { ...w, orderId: e.output.orderId };
    case 'xstate.done.actor.loadOrder':
      return { ...w, order: e.output, passengers: unbound(e.output).map(() => blank) };
    case 'xstate.done.actor.pay':
      return { ...w, payment: null };
    case 'quantity.change':
      return at(w, 'choosing') ? { ...w, quantity: e.quantity, error: null } : w;
    case 'contact.change':
      return at(w, 'choosing') ? { ...w, contact: { ...w.contact, ...e.contact }, error: null } : w;
    case 'passenger.change':
      return at(w, 'binding') ? { ...w, passengers: w.passengers.map((p, i) => (i === e.index ? { ...p, ...e.details } : p)), error: null } : w;
  }
  return next !== w.step && ['buy', 'remind', 'retry', 'restart', 'bind'].includes(e.type) ? { ...w, error: null } : w;
}


export const events = {
  two: { type: 'quantity.change', quantity: 2 },
  /** The package's limit: still allowed. */
  four: { type: 'quantity.change', quantity: 4 },
  five: { type: 'quantity.change', quantity: 5 },
  contact: { type: 'contact.change', contact: goodContact },
  badEmail: { type: 'contact.change', contact: { email: 'chan@' } },
  first: { type: 'passenger.change', index: 0, details: adult },
  second: { type: 'passenger.change', index: 1, details: { ...adult, firstName: 'SIU MING', birthday: '1992-08-08' } },
  badName: { type: 'passenger.change', index: 1, details: { lastName: 'CHAN 2' } },
};

export const travelPass: PathModel<TravelPassWorld> = {
  name: 'travel-pass',
  machine: travelPassMachine,
  // Back from the provider's page first: the paths that first reach the payment take up the payment it names.
  inputs: [
    { packageId: null, orderId: 7, payment: returnedPayment },
    { packageId: null, orderId: 7 },
    { packageId: 1, orderId: null },
  ] satisfies TravelPassInput[],
  // Over the limit first: the first change of quantity after each answer is one buy must refuse.
  events: [events.five, events.two, events.four, events.contact, events.badEmail, { type: 'buy' }, { type: 'remind' }, events.first, events.second, events.badName, { type: 'bind' }, { type: 'retry' }, { type: 'restart' }],
  outputs: {
    loadPackage: [packages.onSale, packages.comingSoon, packages.soldOut],
    remind: [{ packageId: 4, reminded: true }],
    createOrder: [created],
    loadOrder: [orders.unpaid, orders.pendingPayment, orders.partlyBound, orders.paid, orders.active, orders.fullyUsed, orders.cancelled, orders.expired, orders.refunded],
    bind: [[]],
  },
  errors: {
    loadPackage: [errors.busy],
    remind: [errors.busy],
    createOrder: [errors.busy],
    loadOrder: [errors.offline],
    // The payment countdown shows its own failures; it ends only paid or out of time.
    pay: [],
    bind: [errors.noMessage],
  },
  // Sold out, not on sale or over the limit ends the purchase; a child stays at the details to correct.
  quietErrors: { createOrder: [soldOut, notOnSale, overLimit], bind: [adultsOnly] },
  keyOf: (c) => [c.quantity, c.contact.email, c.contact.name, c.pkg?.saleStatus ?? null, c.pkg?.reminded ?? null, c.orderId, c.order?.status ?? null, c.payment?.paymentId ?? null, c.passengers.map(complete)],
  world: {
    initial: (input) => {
      const { packageId, orderId, payment = null } = input as TravelPassInput;
      return { step: orderId !== null ? 'loadingOrder' : 'loadingPackage', packageId, orderId, pkg: null, quantity: 1, contact: startContact, order: null, payment, passengers: [], error: null };
    },
    after: (w, e) => {
      const next = stepAfter(w, e as EventObject & Record<string, any>);
      return { ...valuesAfter(w, e as EventObject & Record<string, any>, next), step: next };
    },
  },
  expectedInput: (id, w) => {
    const calls: Record<string, () => unknown> = {
      loadPackage: () => w.packageId ?? noCall,
      remind: () => w.pkg!.id,
      createOrder: () => ({ packageId: w.pkg!.id, quantity: w.quantity, contact: w.contact }),
      loadOrder: () => w.orderId ?? noCall,
      // The order's payment, taking up the payment the provider sent the traveller back from.
      pay: () => (w.orderId === null ? noCall : { orderId: w.orderId, payment: w.payment, returned: w.payment !== null }),
      bind: () => ({ orderId: w.order!.orderId, passengers: unbound(w.order).map((p, i) => ({ passId: p.id, passenger: w.passengers[i] })) }),
    };
    return calls[id]?.() ?? noCall;
  },
  submits: { 'travelPass.reminding': { type: 'remind' }, 'travelPass.creating': { type: 'buy' }, 'travelPass.bindingPassengers': { type: 'bind' } },
  showsError: (s: AnyMachineSnapshot) => s.hasTag('failed') || s.matches('unavailable') || s.matches({ binding: 'childRefused' }),
  refused: (w) => [
    ...(at(w, 'choosing') && !canBuy(w) ? [{ type: 'buy' }] : []),
    ...(at(w, 'choosing') && !canRemind(w) ? [{ type: 'remind' }] : []),
    ...(at(w, 'binding') && !allComplete(w) ? [{ type: 'bind' }] : []),
    ...(w.step !== 'unavailable' ? [{ type: 'restart' }] : []),
  ],
  step: (w) => w.step,
  view: {
    of: (s) => ({
      pkg: s.context.pkg,
      quantity: s.context.quantity,
      contact: s.context.contact,
      order: s.context.order,
      payment: s.context.payment,
      passengers: s.context.passengers,
      error: s.context.error,
      end: s.hasTag('end'),
    }),
    expected: (w) => ({ pkg: w.pkg, quantity: w.quantity, contact: w.contact, order: w.order, payment: w.payment, passengers: w.passengers, error: w.error, end: w.step === 'bound' }),
  },
};
