import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { loungeOrderMachine, problemsOf, type LoungeOrderInput } from '../../machines/lounge-order.machine';
import { inventorySchema, loungeProductSchema, loungeSubmitResponseSchema, type Inventory, type LoungeProduct, type LoungeSubmitResponse, meetGreetSlots, type MeetGreetSlot } from '../../services/schemas/lounge';
import { errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The lounge order statechart's model: two Hong Kong lounges and a meet-and-greet product, a day's
 * stock with room, with only one left and with none; users named as on their documents (or not), a
 * contact with a mainland mobile and the default area code 86, the consent, meet-and-greet's flight
 * and birthdays. What is complete, where each event leads and what each call carries are written out
 * here from the spec (sections 5 and 9), apart from the machine.
 */
const product = (productId: number, productType: LoungeProduct['productType'], productName: string): LoungeProduct =>
  loungeProductSchema.parse({
    productId,
    productCode: `P${productId}`,
    productType,
    airportCode: 'HKG',
    airportName: 'Hong Kong International Airport',
    cityCode: 'HKG',
    cityName: 'Hong Kong',
    productName,
    amount: 380,
    originalAmount: null,
    currencyCode: 'CNY',
    address: 'Terminal 1, Level 7, near Gate 60',
    operateTime: '07:00-22:30',
    lastAdmission: '00:59',
    closedTime: '02:30-06:30',
    limitBuy: 5,
    totalInventory: 40,
    inventory: 40,
    saleNum: 0,
    paymentChannel: ['card', 'wallet'],
    usageRules: ['One entry, at most 4 hours.'],
    transferable: false,
    changeLimit: 3,
    transferLimit: 0,
    validityDays: 365,
    maxStayHours: 4,
    slots: productType === 'MEET_GREET' ? [{ slot: 'EVENING', start: '17:00', end: '23:00' }] : [],
  });
export const products = {
  lounges: [product(3, 'VIP_ROOM', 'Fortune Wings Lounge'), product(4, 'VIP_ROOM', 'Harbour View Lounge')],
  meetGreet: [product(7, 'MEET_GREET', 'Meet-and-greet at Hong Kong')],
};
const stockOf = (inventory: number, productId = 3): Inventory => inventorySchema.parse({ productId, useDate: '2026-12-01', totalInventory: 40, inventory, saleNum: 40 - inventory, limitBuy: 5 });
export const stocks = { room: stockOf(30), one: stockOf(1), none: stockOf(0) };
export const order: LoungeSubmitResponse = loungeSubmitResponseSchema.parse({ orderId: 41, orderNo: 'FW202612010041', paymentDeadline: '2026-11-26T10:20:00.000Z', totalAmount: 760, currencyCode: 'CNY' });
export const refusals = {
  stock: { code: 'G00002', msg: 'Remaining voucher stocks are insufficient' },
  tooLate: { code: 'G00005', msg: 'Meet-and-greet cannot be booked within 24 hours of departure.' },
  unaccompanied: { code: 'G00006', msg: 'A traveller under 12 needs a companion aged 16 or over on the same order.' },
  overLimit: { code: 'G00003', msg: 'At most 5 vouchers may be ordered at a time.' },
  dateInvalid: { code: 'G00004', msg: 'This day is not on sale.' },
  detailsRequired: { code: 'G00007', msg: 'Meet-and-greet needs the flight, its departure time, a slot and every birthday.' },
};
/** The refusals of a rule (the per-order limit, the day, meet-and-greet's rules): the form shows them until it is changed. */
const ruleRefusals: string[] = [refusals.overLimit.code, refusals.dateInvalid.code, refusals.tooLate.code, refusals.unaccompanied.code, refusals.detailsRequired.code];

export const inputs = {
  lounge: { productType: 'VIP_ROOM', productId: 3, currencyCode: 'CNY', useDate: '2026-12-01' },
  notOnSale: { productType: 'VIP_ROOM', productId: 99, currencyCode: 'CNY', useDate: '2026-12-01' },
  meetGreet: { productType: 'MEET_GREET', productId: 7, currencyCode: 'CNY', useDate: '2026-12-01' },
} satisfies Record<string, LoungeOrderInput>;

const adult = { lastName: 'CHAN', firstName: 'TAI MAN', birthday: '1980-05-01' };
const child = { lastName: 'CHAN', firstName: 'HOI YAN', birthday: '2018-03-03' };
const contact = { name: 'CHAN TAI MAN', mobile: '13812345678', email: 'tai.man@example.com' };
const flight = { flightNo: 'FW201', departureTime: '09:35', slot: 'MORNING' };

export const events = {
  lounge3: { type: 'product.choose', productId: 3 },
  lounge4: { type: 'product.choose', productId: 4 },
  meetGreet7: { type: 'product.choose', productId: 7 },
  notOnSale: { type: 'product.choose', productId: 99 },
  nextDay: { type: 'date.choose', useDate: '2026-12-02' },
  two: { type: 'quantity.change', quantity: 2 },
  one: { type: 'quantity.change', quantity: 1 },
  overLimit: { type: 'quantity.change', quantity: 6 },
  adult: { type: 'user.change', index: 0, user: adult },
  child: { type: 'user.change', index: 1, user: child },
  firstIsChild: { type: 'user.change', index: 0, user: { birthday: child.birthday } },
  badName: { type: 'user.change', index: 0, user: { lastName: 'CHAN 2' } },
  noSuchUser: { type: 'user.change', index: 5, user: adult },
  contact: { type: 'contact.change', contact },
  hongKongCode: { type: 'contact.change', contact: { areaCode: '852' } },
  mainlandCode: { type: 'contact.change', contact: { areaCode: '86' } },
  consent: { type: 'consent.change', accepted: true },
  noConsent: { type: 'consent.change', accepted: false },
  flight: { type: 'flight.change', flight },
};

interface User {
  lastName: string;
  firstName: string;
  birthday?: string;
}
interface LoungeWorld {
  step: string;
  productType: LoungeOrderInput['productType'];
  currencyCode: string;
  productId: number | null;
  useDate: string;
  products: LoungeProduct[];
  stock: Inventory | null;
  quantity: number;
  users: User[];
  contact: { name: string; areaCode: string; mobile: string; email: string };
  consent: boolean;
  flight: { flightNo: string; departureTime: string; slot: string };
  order: LoungeSubmitResponse | null;
  error: unknown;
}

const blankUser = { lastName: '', firstName: '' };
const start = (input: LoungeOrderInput): LoungeWorld => ({
  step: 'loading',
  productType: input.productType,
  currencyCode: input.currencyCode,
  productId: input.productId,
  useDate: input.useDate,
  products: [],
  stock: null,
  quantity: 1,
  users: [blankUser],
  contact: { name: '', areaCode: '86', mobile: '', email: '' },
  consent: false,
  flight: { flightNo: '', departureTime: '', slot: 'MORNING' },
  order: null,
  error: null,
});

const meetGreet = (w: Pick<LoungeWorld, 'productType'>) => w.productType === 'MEET_GREET';
/** At most the product's limit (5) and what is left. */
const most = (stock: Inventory | null) => (stock ? Math.min(stock.limitBuy, stock.inventory) : 0);
const age = (birthday: string, day: string) => Number(day.slice(0, 4)) - Number(birthday.slice(0, 4)) - (day.slice(5) < birthday.slice(5) ? 1 : 0);
const named = (u: User) => /^[A-Z]+( [A-Z]+)*$/.test(u.lastName) && /^[A-Z]+( [A-Z]+)*$/.test(u.firstName);
const mobileFits = (c: LoungeWorld['contact']) => (c.areaCode === '86' ? /^1[3-9]\d{9}$/ : /^[2-9]\d{7}$/).test(c.mobile);
/** Each part of the form the spec checks (section 5): names in letters as on the document; contact name, phone by area code and e-mail; consent; meet-and-greet's flight, birthdays and an under-12's companion of 16+. */
function parts(w: LoungeWorld) {
  const ages = w.users.map((u) => (u.birthday ? age(u.birthday, w.useDate) : NaN));
  return {
    users: w.users.length === w.quantity && w.users.every(named) && w.quantity <= most(w.stock),
    contact: w.contact.name !== '' && mobileFits(w.contact) && w.contact.email.includes('@'),
    consent: w.consent,
    travellers: !meetGreet(w) || (ages.every((a) => !Number.isNaN(a)) && (!ages.some((a) => a < 12) || ages.some((a) => a >= 16))),
    // The slot starts before the flight leaves.
    flight: !meetGreet(w) || (/^FW\d+$/.test(w.flight.flightNo) && /^\d\d:\d\d$/.test(w.flight.departureTime) && meetGreetSlots[w.flight.slot as MeetGreetSlot].start < w.flight.departureTime),
  };
}
const complete = (w: LoungeWorld) => Object.values(parts(w)).every(Boolean);
/** Meet-and-greet: a traveller under 12 on the day with no one of 16 or more on the order (section 9); the form asks for a companion. */
function childAlone(w: LoungeWorld) {
  const ages = w.users.flatMap((u) => (u.birthday ? [age(u.birthday, w.useDate)] : []));
  return meetGreet(w) && ages.some((a) => a < 12) && !ages.some((a) => a >= 16);
}

const at = (w: LoungeWorld, group: string) => w.step === group || w.step.startsWith(`${group}.`);
const code = (e: EventObject) => (e as { error?: { code?: string } }).error?.code;
const shown = (e: EventObject) => {
  const error = (e as unknown as { error: { code?: string; msg?: string; kind?: string } }).error;
  return { code: error.code ?? error.kind, msg: error.msg || null };
};
const onSale = (w: LoungeWorld, id: unknown) => w.products.some((p) => p.productId === id);
/** Where a product or day chosen leads: its stock is read (a product only if it is on sale). */
const choosesAgain = ['checkFailed', 'soldOut', 'insufficient'];

/** The step an event leads to, or null when the step does not take it. */
function stepAfter(w: LoungeWorld, e: EventObject & Record<string, any>): string | null {
  const s = w.step;
  const done = (id: string) => e.type === `xstate.done.actor.${id}`;
  const failed = (id: string) => e.type === `xstate.error.actor.${id}`;
  if (s === 'loading') return done('loadProducts') ? (e.output.some((p: LoungeProduct) => p.productId === w.productId) ? 'checking' : 'choosing') : failed('loadProducts') ? 'loadFailed' : null;
  if (s === 'loadFailed') return e.type === 'retry' ? 'loading' : null;
  if (s === 'choosing') return e.type === 'product.choose' && onSale(w, e.productId) ? 'checking' : e.type === 'date.choose' ? 'choosing' : null;
  if (s === 'checking') return done('loadStock') ? (most(e.output) === 0 ? 'soldOut' : 'filling.editing') : failed('loadStock') ? 'checkFailed' : null;
  if (s === 'submitting') {
    if (done('submit')) return 'ordered';
    if (failed('submit')) return code(e) === refusals.stock.code ? 'insufficient' : ruleRefusals.includes(code(e)!) ? 'filling.refused' : 'filling.failed';
    return null;
  }
  if ((choosesAgain.includes(s) || at(w, 'filling')) && ((e.type === 'product.choose' && onSale(w, e.productId)) || e.type === 'date.choose')) return 'checking';
  if (s === 'checkFailed' && e.type === 'retry') return 'checking';
  if (s === 'insufficient' && e.type === 'recheck') return 'checking';
  if (!at(w, 'filling')) return null;
  if (e.type === 'retry' && s === 'filling.failed') return 'submitting';
  if (e.type === 'submit') return complete(w) ? 'submitting' : null;
  if (e.type === 'quantity.change') return e.quantity >= 1 && e.quantity <= most(w.stock) ? 'filling.editing' : null;
  if (e.type === 'user.change') return e.index < w.users.length ? 'filling.editing' : null;
  return ['contact.change', 'consent.change', 'flight.change'].includes(e.type) ? 'filling.editing' : null;
}

const sized = (users: User[], n: number) => Array.from({ length: n }, (_, i) => users[i] ?? blankUser);

/** What a taken event changes. */
function valuesAfter(w: LoungeWorld, e: EventObject & Record<string, any>, next: string): LoungeWorld {
  if (e.type.startsWith('xstate.error.actor.')) return { ...w, error: shown(e) };
  if (e.type === 'xstate.done.actor.loadProducts') return { ...w, products: e.output, productId: next === 'checking' ? w.productId : null };
  if (e.type === 'xstate.done.actor.loadStock') {
    const quantity = Math.max(1, Math.min(w.quantity, most(e.output)));
    return { ...w, stock: e.output, quantity, users: sized(w.users, quantity) };
  }
  if (e.type === 'xstate.done.actor.submit') return { ...w, order: e.output };
  switch (e.type) {
    case 'product.choose':
      return { ...w, productId: e.productId, stock: null, error: null };
    case 'date.choose':
      return { ...w, useDate: e.useDate, stock: null, error: null };
    case 'quantity.change':
      return { ...w, quantity: e.quantity, users: sized(w.users, e.quantity), error: null };
    case 'user.change':
      return { ...w, users: w.users.map((u, i) => (i === e.index ? { ...u, ...e.user } : u)), error: null };
    case 'contact.change':
      return { ...w, contact: { ...w.contact, ...e.contact }, error: null };
    case 'consent.change':
      return { ...w, consent: e.accepted, error: null };
    case 'flight.change':
      return { ...w, flight: { ...w.flight, ...e.flight }, error: null };
  }
  // submit, retry, recheck
  return { ...w, error: null };
}

function after(w: LoungeWorld, e: EventObject): LoungeWorld {
  const next = stepAfter(w, e as EventObject & Record<string, any>);
  return next === null ? w : { ...valuesAfter(w, e as EventObject & Record<string, any>, next), step: next };
}

/** The request the order must be sent with: birthdays, flight and slot only for meet-and-greet. */
const requestOf = (w: LoungeWorld) => ({
  productId: w.productId,
  useDate: w.useDate,
  quantity: w.quantity,
  users: w.users.map((u) => (meetGreet(w) ? { lastName: u.lastName, firstName: u.firstName, birthday: u.birthday ?? '' } : { lastName: u.lastName, firstName: u.firstName })),
  contact: w.contact,
  privacyConsent: true,
  currencyCode: w.currencyCode,
  ...(meetGreet(w) ? { meetGreet: w.flight } : {}),
});


export const loungeOrder: PathModel<LoungeWorld> = {
  name: 'lounge-order',
  machine: loungeOrderMachine,
  // Meet-and-greet first: its form has the most rules, so the paths that first reach each step check them.
  inputs: [inputs.meetGreet, inputs.lounge, inputs.notOnSale],
  events: [
    events.lounge3,
    events.lounge4,
    events.meetGreet7,
    events.nextDay,
    events.two,
    events.one,
    events.firstIsChild,
    events.adult,
    events.child,
    events.badName,
    events.contact,
    events.hongKongCode,
    events.mainlandCode,
    events.consent,
    events.noConsent,
    events.flight,
    { type: 'submit' },
    { type: 'recheck' },
    { type: 'retry' },
  ],
  outputs: {
    loadProducts: [products.lounges, products.meetGreet],
    loadStock: [stocks.room, stocks.one, stocks.none],
    submit: [order],
  },
  errors: { loadProducts: [errors.busy], loadStock: [errors.offline], submit: [errors.busy, errors.noMessage] },
  // The stock and the rules refuse in states of their own, not as failures to retry.
  quietErrors: { submit: [refusals.stock, refusals.overLimit, refusals.dateInvalid, refusals.tooLate, refusals.unaccompanied, refusals.detailsRequired] },
  // A day's stock is seen with every quantity it leaves chosen: one over what is left shows.
  answerMeets: (c) => [c.quantity, most(c.stock)],
  keyOf: (c) => [c.productId, c.quantity, most(c.stock), parts({ ...c, consent: c.privacyConsent, flight: c.meetGreet })],
  world: { initial: (input) => start(input as LoungeOrderInput), after },
  expectedInput: (id, w) => {
    const calls: Record<string, () => unknown> = {
      loadProducts: () => ({ productType: w.productType, currencyCode: w.currencyCode }),
      loadStock: () => (w.productId === null ? noCall : { productId: w.productId, useDate: w.useDate }),
      submit: () => (complete(w) ? requestOf(w) : noCall),
    };
    return calls[id]?.() ?? noCall;
  },
  submits: { 'loungeOrder.submitting': { type: 'submit' } },
  showsError: (s: AnyMachineSnapshot) => s.hasTag('failed') || s.matches('insufficient') || s.matches({ filling: 'refused' }),
  refused: (w) => [
    events.notOnSale,
    events.overLimit,
    events.noSuchUser,
    ...(at(w, 'filling') && !complete(w) ? [{ type: 'submit' }] : []),
    ...(w.step !== 'insufficient' ? [{ type: 'recheck' }] : []),
    ...(!at(w, 'filling') && !['choosing', ...choosesAgain].includes(w.step) ? [events.nextDay, events.lounge4] : []),
    ...(!at(w, 'filling') ? [events.two, events.adult, events.contact, events.consent, events.flight] : []),
  ],
  step: (w) => w.step,
  view: {
    of: (s) => ({
      productId: s.context.productId,
      useDate: s.context.useDate,
      products: s.context.products,
      stock: s.context.stock,
      quantity: s.context.quantity,
      users: s.context.users,
      contact: s.context.contact,
      consent: s.context.privacyConsent,
      flight: s.context.meetGreet,
      order: s.context.order,
      error: s.context.error,
      companionNeeded: 'companion' in problemsOf(s.context),
    }),
    expected: (w) => ({
      productId: w.productId,
      useDate: w.useDate,
      products: w.products,
      stock: w.stock,
      quantity: w.quantity,
      users: w.users,
      contact: w.contact,
      consent: w.consent,
      flight: w.flight,
      order: w.order,
      error: w.error,
      companionNeeded: childAlone(w),
    }),
  },
};
