import type { EventObject } from 'xstate';
import {
  missingOf,
  pointsBookingMachine,
  pointsPerPassenger,
  totalPoints,
  totalTaxes,
  type PointsBookingContext,
} from '../../machines/points-booking.machine';
import {
  awardBrandOfferSchema,
  awardFlightOptionSchema,
  awardPassengerSchema,
  pointConfirmBrandResponseSchema,
  pointConfirmOrderResponseSchema,
  pointConfirmPassengersResponseSchema,
  pointFareRulesSchema,
  pointSearchRequestSchema,
  pointSearchResponseSchema,
  type AwardBrandName,
  type AwardBrandOffer,
  type AwardFlightOption,
  type AwardPassenger,
  type AwardPrice,
  type ContactEtdz,
  type PointConfirmOrderResponse,
  type PointSearchRequest,
  type PointSearchResponse,
} from '../../services/schemas/points-booking';
import { codes } from '../../services/schemas/codes';
import { hasMoreFlights } from '../../machines/flight-pages';
import { booking, errors } from './fixtures';
import { noCall, type ModelEvent, type PathModel } from './path-generator';

/**
 * The award booking statechart's model. The member flies with a beneficiary or a child
 * beneficiary; one beneficiary lacks a document, one a birthday. The points each leg costs are
 * written out here from the fares, apart from the machine's formula.
 */
const segment = (flightNo: string, dep: string, arr: string, date: string) => ({
  flightId: Number(flightNo.slice(2)),
  flightNo,
  depAirport: dep,
  arrAirport: arr,
  depAt: `${date}T01:00:00.000Z`,
  arrAt: `${date}T05:30:00.000Z`,
  depLocal: `${date} 09:00`,
  arrLocal: `${date} 14:30`,
  durationMin: 270,
  distanceKm: 2950,
  aircraft: 'A333',
  aircraftName: 'Airbus A330-300',
});
const brand = (name: AwardBrandName, miles: [number, number, number], tax: [number, number, number]): AwardBrandOffer => {
  const taxes = (amount: number) => [{ code: 'HK', name: 'Airport tax', amount }];
  return awardBrandOfferSchema.parse({
    brand: name,
    rbd: 'X',
    cabin: 'Y',
    fare: { ADT: 0, CNN: 0, INF: 0 },
    tax: { ADT: tax[0], CNN: tax[1], INF: tax[2] },
    taxes: { ADT: taxes(tax[0]), CNN: taxes(tax[1]), INF: taxes(tax[2]) },
    remaining: 4,
    promo: false,
    flashSale: false,
    student: false,
    baggageKg: 20,
    carryOnKg: 7,
    changeFee: null,
    refundFee: null,
    freeSeatSelection: false,
    milesPercent: 0,
    // A second cabin of other miles: only the first prices the points.
    cabinInfoList: [
      { cabinCode: 'X', baseCabinDesc: 'Economy', consumMile: miles[0], chdConsumMile: miles[1], infConsumMile: miles[2] },
      { cabinCode: 'Y', baseCabinDesc: 'Economy', consumMile: 1, chdConsumMile: 1, infConsumMile: 1 },
    ],
    taxList: taxes(tax[0]),
    taxListChd: taxes(tax[1]),
    taxListInf: taxes(tax[2]),
    totalAmount: tax[0],
    totalAmountChd: tax[1],
    totalAmountInf: tax[2],
  });
};
const option = (flightKey: string, seg: ReturnType<typeof segment>, brands: AwardBrandOffer[]): AwardFlightOption =>
  awardFlightOptionSchema.parse({ flightKey, segments: [seg], durationMin: 270, stops: 0, transit: [], brands });
const outbound = option('FW201', segment('FW201', 'HKG', 'NRT', '2027-01-10'), [
  brand('ECO FFP CLASSICAWARD', [20000, 15000, 2000], [410.5, 310, 60]),
  brand('ECO FFP FLEXAWARD', [30000, 22500, 3000], [420, 320, 70]),
]);
const inbound = option('FW202', segment('FW202', 'NRT', 'HKG', '2027-01-17'), [brand('ECO FFP CLASSICAWARD', [22000, 16500, 2200], [380, 280, 50])]);
/** A later flight of either leg, on its second page. */
const later = option('FW209', segment('FW209', 'HKG', 'NRT', '2027-01-10'), [brand('ECO FFP CLASSICAWARD', [20000, 15000, 2000], [410.5, 310, 60])]);

/** The points and taxes of one passenger of each type, by flight and brand. */
const fares: Record<string, { points: [number, number, number]; tax: [number, number, number] }> = {
  'FW201 ECO FFP CLASSICAWARD': { points: [20000, 15000, 2000], tax: [410.5, 310, 60] },
  'FW201 ECO FFP FLEXAWARD': { points: [30000, 22500, 3000], tax: [420, 320, 70] },
  'FW202 ECO FFP CLASSICAWARD': { points: [22000, 16500, 2200], tax: [380, 280, 50] },
};
/** Each answer has its own price, so a price the page shows tells which answer it came from. */
const price = (points: number): AwardPrice => ({ currency: 'HKD', pointsPerAdult: points / 2, pointsPerChild: points / 4, pointsPerInfant: 0, points, tax: 100, total: 100 });

const search = (s: Omit<PointSearchRequest, 'classLevel' | 'currency'>) => pointSearchRequestSchema.parse({ ...s, classLevel: 'Y', currency: 'HKD' });
export const searches = {
  oneWay: search({ routeWay: 'D', segments: [{ org: 'HKG', dst: 'NRT', date: '2027-01-10' }], passengers: { adult: 1, child: 1, infant: 1 } }),
  roundTrip: search({
    routeWay: 'R',
    segments: [
      { org: 'HKG', dst: 'NRT', date: '2027-01-10' },
      { org: 'NRT', dst: 'HKG', date: '2027-01-17' },
    ],
    passengers: { adult: 2, child: 0, infant: 0 },
  }),
  multiCity: search({
    routeWay: 'M',
    segments: [
      { org: 'HKG', dst: 'NRT', date: '2027-01-10' },
      { org: 'NRT', dst: 'TPE', date: '2027-01-17' },
    ],
    passengers: { adult: 1, child: 0, infant: 0 },
  }),
};

export const answers = {
  /** Each leg's first page holds one of its two flights. */
  search: pointSearchResponseSchema.parse({ processKey: 'pk-search', legIndex: 0, currency: 'CAD', options: [outbound], pageNum: 1, pageSize: 1, total: 2 }),
  nextLeg: pointSearchResponseSchema.parse({ processKey: 'pk-back', legIndex: 1, currency: 'HKD', options: [inbound], pageNum: 1, pageSize: 1, total: 2 }),
  /** A leg's second and last page; the page of a later leg answers a currency of its own, which the booking keeps from the search. */
  lastPage: pointSearchResponseSchema.parse({ processKey: 'pk-page-2', legIndex: 0, currency: 'HKD', options: [later], pageNum: 2, pageSize: 1, total: 2 }),
  /** The outbound leg's brand, with the return still to choose. */
  brandGo: pointConfirmBrandResponseSchema.parse({ processKey: 'pk-brand-go', legs: [{ option: outbound, brand: outbound.brands[0] }], nextLegIndex: 1, price: price(40000) }),
  brandOneWay: pointConfirmBrandResponseSchema.parse({ processKey: 'pk-brand-one', legs: [{ option: outbound, brand: outbound.brands[1] }], nextLegIndex: null, price: price(52500) }),
  brandReturn: pointConfirmBrandResponseSchema.parse({
    processKey: 'pk-brand-back',
    legs: [
      { option: outbound, brand: outbound.brands[0] },
      { option: inbound, brand: inbound.brands[0] },
    ],
    nextLegIndex: null,
    price: price(84000),
  }),
  passengers: pointConfirmPassengersResponseSchema.parse({ processKey: 'pk-psg', warnings: [], price: price(84004) }),
  order: pointConfirmOrderResponseSchema.parse({
    orderId: 41,
    orderNo: 'FW20270101000041',
    paymentDeadline: '2099-01-01T00:00:00.000Z',
    price: booking.order.price,
    points: 84000,
  }),
  rules: pointFareRulesSchema.parse([
    { brand: 'ECO FFP CLASSICAWARD', baggageKg: 20, carryOnKg: 7, changeFee: null, refundFee: null, freeSeatSelection: false, milesPercent: 0, rules: ['Changes: 500 points'] },
  ]),
};
export const contact: ContactEtdz = { name: 'WONG TAI MAN', email: 'member@example.com', contactPhone: { areaCode: '852', mobile: '91234567' } };

const traveller = (kind: AwardPassenger['kind'], id: number, type: 'ADT' | 'CNN' | 'INF' | null, missing: AwardPassenger['missing'] = []): AwardPassenger =>
  awardPassengerSchema.parse({
    kind,
    id,
    lastName: 'WONG',
    firstName: `P${id}`,
    chineseLastName: null,
    chineseFirstName: null,
    psgTypeCode: type,
    gender: 'M',
    birthDate: { ADT: '1980-01-01', CNN: '2020-01-01', INF: '2026-01-01' }[type ?? 'ADT'],
    certType: 'PASSPORT',
    certNoMasked: '****1234',
    nationality: 'HK',
    expireDate: '2030-01-01',
    missing,
  });
// The member and a beneficiary share id 1; beneficiary 3 is a child, 6 an infant; 4 lacks a document; 5 is of no known type.
const beneficiaries = [
  traveller('BENEFICIARY', 1, 'ADT'),
  traveller('BENEFICIARY', 3, 'CNN'),
  traveller('BENEFICIARY', 6, 'INF'),
  traveller('BENEFICIARY', 4, 'ADT', ['travelDocument']),
  traveller('BENEFICIARY', 5, null),
];
export const travellers = {
  complete: [traveller('MEMBER', 1, 'ADT'), ...beneficiaries],
  memberIncomplete: [traveller('MEMBER', 1, 'ADT', ['englishName', 'travelDocument']), ...beneficiaries],
};
/** Who may be chosen: active, with nothing missing. */
const mayFly = new Set(['MEMBER:1', 'BENEFICIARY:1', 'BENEFICIARY:3', 'BENEFICIARY:6']);

export const awardErrors = {
  expired: { code: codes.pageExpired, msg: 'The page information has expired. Please return to the homepage and try again' },
  insufficient: { code: codes.insufficientPoints, msg: 'Insufficient points.' },
  wrongPassword: { code: codes.redemptionPasswordWrong, msg: 'The redemption password is wrong.' },
  locked: { code: codes.redemptionPasswordLocked, msg: 'Too many wrong passwords: try again in 15 minutes.' },
  /** Refusals the page shows with a retry: the search, a passenger, the password not set yet. */
  multiCity: { code: codes.awardMultiCity, msg: 'Multi-city is not supported for award tickets.' },
  passengerNotAllowed: { code: codes.awardPassengerNotAllowed, msg: 'This passenger may not fly on your award tickets.' },
  passengerIncomplete: { code: codes.awardPassengerIncomplete, msg: 'A passenger lacks an English name or a travel document.' },
  passwordNotSet: { code: codes.redemptionPasswordNotSet, msg: 'Please set your redemption password first.' },
};

/** What the world knows of the booking, typed as the statechart's context types it where both hold the same. */
type Known = 'currency' | 'search' | 'legKeys' | 'legIndex' | 'processKeyBrand' | 'travellers' | 'selected' | 'contact' | 'privacyConsent' | 'price' | 'processKeyPsg' | 'password' | 'order';
interface AwardWorld extends Pick<PointsBookingContext, Known> {
  step: string;
  legFlights: string[];
  /** Each leg's last page loaded, and whether the leg has flights beyond it. */
  legPages: { pageNum: number; more: boolean }[];
  flightKey: string | null;
  brand: string | null;
  legs: { flightKey: string; brand: string }[];
  rules: unknown[] | null;
}

/** The world before anything is entered (the step first, then the rest by name). */
const fresh: AwardWorld = {
  step: 'searchForm.editing',
  brand: null,
  contact: null,
  privacyConsent: false,
  currency: 'HKD',
  flightKey: null,
  legFlights: [],
  legIndex: 0,
  legKeys: [],
  legPages: [],
  legs: [],
  order: null,
  password: '',
  price: null,
  processKeyBrand: null,
  processKeyPsg: null,
  rules: null,
  search: null,
  selected: [],
  travellers: null,
};

const codeOf = (e: EventObject) => (e as { error?: { code?: string } }).error?.code;
const outputOf = <T>(e: EventObject) => (e as unknown as { output: T }).output;
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
/** The step a failed call leads to: a stale processKey to `expired`, anything else to the step's failure. */
const failed = (e: EventObject, step: string) => (codeOf(e) === codes.pageExpired ? 'expired' : step);

const counts = (w: AwardWorld) => w.search?.passengers ?? { adult: 0, child: 0, infant: 0 };
function fits(w: AwardWorld): boolean {
  const chosen = (w.travellers ?? []).filter((t) => w.selected.includes(`${t.kind}:${t.id}`));
  const c = counts(w);
  return !!w.travellers && chosen.filter((t) => t.psgTypeCode === 'ADT').length === c.adult && chosen.filter((t) => t.psgTypeCode === 'CNN').length === c.child && chosen.filter((t) => t.psgTypeCode === 'INF').length === c.infant;
}
/** The passwords the model enters, and whether each may be sent: 6 digits, no three identical or sequential digits in a row (spec section 5). */
export const passwords: Record<string, boolean> = { '258036': true, '147036': true, '2580': false, '111111': false, '987654': false };
const passwordComplete = (w: AwardWorld) => passwords[w.password] === true;

const pageOf = (out: PointSearchResponse) => ({ pageNum: out.pageNum, more: out.pageNum * out.pageSize < out.total });

/** Back to choosing leg `index`: the legs after it are dropped. */
const backTo = (w: AwardWorld, index: number): AwardWorld => ({ ...w, legIndex: Math.max(0, index), legs: w.legs.slice(0, Math.max(0, index)), flightKey: null, processKeyBrand: null });

function after(w: AwardWorld, e: EventObject): AwardWorld {
  const event = e as ModelEvent;
  if (e.type === 'booking.restart') return fresh;
  const [top] = w.step.split('.');
  switch (`${top} ${e.type}`) {
    case 'searchForm search.submit': {
      const search = event.search as PointSearchRequest;
      return { ...w, search, step: search.routeWay === 'M' ? 'searchForm.multiCity' : 'searching' };
    }
    case 'searchForm retry':
      return { ...w, step: 'searching' };
    case `searching ${DONE}searchFlights`: {
      const out = outputOf<PointSearchResponse>(e);
      return {
        ...w,
        step: 'results.choosing',
        currency: out.currency,
        legKeys: [out.processKey],
        legFlights: [out.options.map((o) => o.flightKey).join()],
        legPages: [pageOf(out)],
        legIndex: 0,
        legs: [],
        flightKey: null,
      };
    }
    case `searching ${ERROR}searchFlights`:
      return { ...w, step: 'searchForm.failed' };
    case 'results flight.select':
      return { ...w, step: 'pickBrand.editing', flightKey: event.flightKey as string };
    case 'results back':
      return w.legIndex === 0 ? { ...w, step: 'searchForm.editing' } : { ...backTo(w, w.legIndex - 1), step: 'results.choosing' };
    case 'results retry':
      return { ...w, step: w.step === 'results.moreFailed' ? 'results.loadingMore' : 'searchingNextLeg' };
    case 'results flights.more':
      // Pressed again after a failed page, it tries that page again.
      return w.step === 'results.moreFailed' || (w.step === 'results.choosing' && w.legPages[w.legIndex]?.more) ? { ...w, step: 'results.loadingMore' } : w;
    case `results ${DONE}searchMoreFlights`: {
      const out = outputOf<PointSearchResponse>(e);
      const shown = w.legFlights[w.legIndex]!.split(',');
      const flights = [...shown, ...out.options.map((o) => o.flightKey).filter((k) => !shown.includes(k))].join();
      const at = <T>(list: T[], item: T) => list.map((x, i) => (i === w.legIndex ? item : x));
      return { ...w, step: 'results.choosing', legFlights: at(w.legFlights, flights), legPages: at(w.legPages, pageOf(out)) };
    }
    case `results ${ERROR}searchMoreFlights`:
      return { ...w, step: failed(e, 'results.moreFailed') };
    case `searchingNextLeg ${DONE}searchNextLeg`: {
      const out = outputOf<PointSearchResponse>(e);
      const n = w.legs.length;
      return {
        ...w,
        step: 'results.choosing',
        legKeys: [...w.legKeys.slice(0, n), out.processKey],
        legFlights: [...w.legFlights.slice(0, n), out.options.map((o) => o.flightKey).join()],
        legPages: [...w.legPages.slice(0, n), pageOf(out)],
        legIndex: n,
        flightKey: null,
      };
    }
    case `searchingNextLeg ${ERROR}searchNextLeg`:
      return { ...w, step: failed(e, 'results.failed') };
    case 'pickBrand brand.confirm':
      return { ...w, step: 'confirmingBrand', brand: event.brand as string };
    case 'pickBrand back':
      return { ...w, step: 'results.choosing' };
    case 'pickBrand retry':
      return { ...w, step: 'confirmingBrand' };
    case `confirmingBrand ${DONE}confirmBrand`: {
      const out = outputOf<typeof answers.brandGo>(e);
      const legs = out.legs.map((l) => ({ flightKey: l.option.flightKey, brand: l.brand.brand }));
      return { ...w, step: out.nextLegIndex === null ? 'passengers.loading' : 'searchingNextLeg', processKeyBrand: out.processKey, legs, price: out.price };
    }
    case `confirmingBrand ${ERROR}confirmBrand`:
      return { ...w, step: failed(e, 'pickBrand.failed') };
    case 'passengers back':
      return { ...backTo(w, w.legs.length - 1), step: 'results.choosing' };
    case `passengers ${DONE}loadTravellers`: {
      const list = outputOf<AwardPassenger[]>(e);
      const incomplete = list.find((t) => t.kind === 'MEMBER')!.missing.length > 0;
      // Those chosen before who may still fly stay chosen; with none, the member (an adult) is preselected (spec section 4).
      const kept = w.selected.filter((id) => mayFly.has(id));
      const self = counts(w).adult > 0 ? ['MEMBER:1'] : [];
      return { ...w, travellers: list, step: incomplete ? 'passengers.memberIncomplete' : 'passengers.choosing', selected: incomplete ? [] : kept.length ? kept : self };
    }
    case `passengers ${ERROR}loadTravellers`:
      return { ...w, step: 'passengers.loadFailed' };
    case 'passengers retry':
    case 'passengers travellers.reload':
      return { ...w, step: 'passengers.loading' };
    case 'passengers traveller.toggle': {
      const key = event.key as string;
      return { ...w, selected: w.selected.includes(key) ? w.selected.filter((x) => x !== key) : [...w.selected, key] };
    }
    case 'passengers passengers.submit':
      return { ...w, step: 'loadingRules', contact: event.contact as ContactEtdz, privacyConsent: event.privacyConsent as boolean };
    case `loadingRules ${DONE}loadRules`:
      return { ...w, step: 'rules.reading', rules: outputOf<unknown[]>(e) };
    case `loadingRules ${ERROR}loadRules`:
      return { ...w, step: failed(e, 'rulesFailed') };
    case 'rulesFailed retry':
      return { ...w, step: 'loadingRules' };
    case 'rulesFailed back':
    case 'rules back':
      return { ...w, step: 'passengers.loading' };
    case 'rules rules.accept':
    case 'rules retry':
      return { ...w, step: 'confirmingPassengers' };
    case `confirmingPassengers ${DONE}confirmPassengers`: {
      const out = outputOf<typeof answers.passengers>(e);
      return { ...w, step: 'review.editing', price: out.price, processKeyPsg: out.processKey, password: '' };
    }
    case `confirmingPassengers ${ERROR}confirmPassengers`:
      return { ...w, step: failed(e, 'rules.failed') };
    case 'review password.change':
      return { ...w, step: 'review.editing', password: event.password as string };
    case 'review order.confirm':
    case 'review retry':
      return { ...w, step: 'confirmingOrder' };
    case 'review back':
      return { ...w, step: 'rules.reading', password: '' };
    case `confirmingOrder ${DONE}confirmOrder`:
      return { ...w, step: 'ordered', order: outputOf<PointConfirmOrderResponse>(e), password: '' };
    case `confirmingOrder ${ERROR}confirmOrder`: {
      const code = codeOf(e);
      if (code === codes.insufficientPoints) return { ...w, step: 'insufficientPoints' };
      if (code === codes.redemptionPasswordWrong) return { ...w, step: 'review.passwordWrong', password: '' };
      if (code === codes.redemptionPasswordLocked) return { ...w, step: 'passwordLocked', password: '' };
      return { ...w, step: failed(e, 'review.failed') };
    }
    case 'insufficientPoints back':
      return { ...w, step: 'passengers.loading' };
    case 'passwordLocked back':
      return { ...w, step: 'review.editing' };
    case 'ordered xstate.after.orderReset.pointsBooking.ordered':
      return { ...fresh, search: w.search };
  }
  return w;
}

/** The world's own sums: each leg's fare for each passenger. */
function sums(w: AwardWorld) {
  const c = counts(w);
  const per = w.legs.map((l) => fares[`${l.flightKey} ${l.brand}`]!);
  const each = (i: 0 | 1 | 2) => per.reduce((s, f) => s + f.points[i], 0);
  return {
    points: c.adult * each(0) + c.child * each(1) + c.infant * each(2),
    taxes: Math.round(per.reduce((s, f) => s + c.adult * f.tax[0] + c.child * f.tax[1] + c.infant * f.tax[2], 0) * 100) / 100,
    perPassenger: { ADT: each(0), CNN: each(1), INF: each(2) },
  };
}

const shownError = (s: { hasTag: (t: string) => boolean; matches: (v: never) => boolean }) =>
  s.hasTag('failed') || ['insufficientPoints', 'passwordLocked', 'expired'].some((v) => s.matches(v as never)) || s.matches({ review: 'passwordWrong' } as never);

export const pointsBooking: PathModel<AwardWorld> = {
  name: 'points-booking',
  machine: pointsBookingMachine,
  events: [
    ...Object.values(searches).map((search) => ({ type: 'search.submit', search })),
    { type: 'flight.select', flightKey: 'FW201' },
    { type: 'flight.select', flightKey: 'FW202' },
    { type: 'flights.more' },
    { type: 'brand.confirm', brand: 'ECO FFP CLASSICAWARD' },
    { type: 'brand.confirm', brand: 'ECO FFP FLEXAWARD' },
    ...['MEMBER:1', 'BENEFICIARY:1', 'BENEFICIARY:3', 'BENEFICIARY:6'].map((key) => ({ type: 'traveller.toggle', key })),
    { type: 'travellers.reload' },
    { type: 'passengers.submit', contact, privacyConsent: true },
    { type: 'rules.accept' },
    // The refused passwords first: the first password a path enters on the review is one the spec refuses.
    ...['111111', '987654', '2580', '258036'].map((password) => ({ type: 'password.change', password })),
    { type: 'order.confirm' },
    { type: 'back' },
    { type: 'retry' },
    { type: 'booking.restart' },
  ],
  outputs: {
    searchFlights: [answers.search],
    searchNextLeg: [answers.nextLeg],
    searchMoreFlights: [answers.lastPage],
    confirmBrand: [answers.brandGo, answers.brandOneWay, answers.brandReturn],
    loadTravellers: [travellers.complete, travellers.memberIncomplete],
    loadRules: [answers.rules],
    confirmPassengers: [answers.passengers],
    confirmOrder: [answers.order],
  },
  errors: {
    searchFlights: [errors.busy, awardErrors.multiCity],
    searchNextLeg: [errors.offline],
    searchMoreFlights: [errors.offline],
    confirmBrand: [errors.busy],
    loadTravellers: [errors.offline],
    loadRules: [errors.noMessage],
    confirmPassengers: [errors.busy, awardErrors.passengerNotAllowed, awardErrors.passengerIncomplete],
    confirmOrder: [errors.busy, awardErrors.passwordNotSet],
  },
  quietErrors: {
    searchNextLeg: [awardErrors.expired],
    searchMoreFlights: [awardErrors.expired],
    confirmBrand: [awardErrors.expired],
    loadRules: [awardErrors.expired],
    confirmPassengers: [awardErrors.expired],
    confirmOrder: [awardErrors.insufficient, awardErrors.wrongPassword, awardErrors.locked, awardErrors.expired],
  },
  keyOf: (c) => [c.search?.routeWay ?? null, c.legIndex, c.legOptions.length, hasMoreFlights(c), c.selectedFlightKey, [...c.selected].sort().join(), c.password],
  world: { initial: () => fresh, after },
  step: (w) => w.step,
  expectedInput: (id, w) => {
    switch (id) {
      case 'searchFlights':
        return w.search;
      case 'searchNextLeg':
      case 'loadRules':
        return w.processKeyBrand;
      case 'confirmBrand':
        return { processKey: w.legKeys[w.legIndex], flightKey: w.flightKey, brand: w.brand };
      case 'searchMoreFlights':
        return { legIndex: w.legIndex, search: w.search, processKey: w.legKeys[w.legIndex], pageNum: w.legPages[w.legIndex]!.pageNum + 1 };
      case 'loadTravellers':
        return undefined;
      case 'confirmPassengers':
        return {
          processKey: w.processKeyBrand,
          confirmOrderPsngs: w.selected.map((key) => ({ kind: key.split(':')[0], id: Number(key.split(':')[1]) })),
          contactEtdz: w.contact,
          privacyConsent: w.privacyConsent,
        };
      case 'confirmOrder':
        return { processKey: w.processKeyPsg, redemptionPassword: w.password };
    }
    return noCall;
  },
  showsError: shownError,
  view: {
    of: (s) => {
      const c = s.context as PointsBookingContext;
      const passengers = c.search?.passengers ?? { adult: 0, child: 0, infant: 0 };
      return {
        currency: c.currency,
        flights: c.legOptions[c.legIndex]?.map((o) => o.flightKey).join() ?? null,
        legs: c.legs.map((l) => ({ flightKey: l.option.flightKey, brand: l.brand.brand })),
        selected: c.selected,
        points: totalPoints(c.legs, passengers),
        taxes: totalTaxes(c.legs, passengers),
        perPassenger: pointsPerPassenger(c.legs),
        missing: missingOf(c.travellers),
        travellers: c.travellers,
        rules: c.rules,
        price: c.price,
        password: c.password,
        order: c.order,
      };
    },
    expected: (w) => ({
      currency: w.currency,
      flights: w.legFlights[w.legIndex] ?? null,
      legs: w.legs,
      selected: w.selected,
      ...sums(w),
      missing: w.travellers?.find((t) => t.kind === 'MEMBER')?.missing ?? [],
      travellers: w.travellers,
      rules: w.rules,
      price: w.price,
      password: w.password,
      order: w.order,
    }),
  },
  timers: { 'pointsBooking.ordered': 2000 },
  submits: {
    'pointsBooking.searching': { type: 'search.submit', search: searches.oneWay },
    'pointsBooking.searchingNextLeg': { type: 'brand.confirm', brand: 'ECO FFP CLASSICAWARD' },
    'pointsBooking.results.loadingMore': { type: 'flights.more' },
    'pointsBooking.confirmingBrand': { type: 'brand.confirm', brand: 'ECO FFP CLASSICAWARD' },
    'pointsBooking.loadingRules': { type: 'passengers.submit', contact, privacyConsent: true },
    'pointsBooking.confirmingPassengers': { type: 'rules.accept' },
    'pointsBooking.confirmingOrder': { type: 'order.confirm' },
  },
  // An unknown flight or brand, a traveller who may not fly, a wrong count of travellers, an incomplete password and a page past the last go nowhere.
  refused: (w) => [
    { type: 'flight.select', flightKey: 'FW999' },
    { type: 'brand.confirm', brand: 'BIZ FFP CLASSICAWARD' },
    { type: 'traveller.toggle', key: 'BENEFICIARY:4' },
    { type: 'traveller.toggle', key: 'BENEFICIARY:5' },
    { type: 'traveller.toggle', key: 'MEMBER:9' },
    ...(fits(w) ? [] : [{ type: 'passengers.submit', contact, privacyConsent: true }]),
    ...(passwordComplete(w) ? [] : [{ type: 'order.confirm' }]),
    ...(w.legPages[w.legIndex]?.more ? [] : [{ type: 'flights.more' }]),
  ],
};
