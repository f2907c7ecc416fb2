import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { redeemCardActivationMachine, type RedeemCardInput } from '../../machines/redeem-card-activation.machine';
import { passengerSchema } from '../../services/schemas/passenger';
import type { PassengerToBind } from '../../services/schemas/bound-passenger';
import { redeemCardSchema, type RedeemCard } from '../../services/schemas/redeem-card';
import { errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The redeem card statechart's model: a code redeemed for a one-use Hong Kong-Taipei card, or card 5
 * opened from the card list; its passenger typed or taken from the frequent passengers (whose
 * document number comes masked and is typed again). Which codes and details are well formed, where
 * each event leads and what each call must carry are written out here from the spec, apart from the machine.
 */
const card = (status: RedeemCard['status'], passenger: RedeemCard['passenger'] = null) =>
  redeemCardSchema.parse({
    cardId: 5,
    cardNo: 'RC0000000005',
    redeemCode: 'CO2611260001',
    type: 'ONE',
    cabin: 'ECO',
    brand: 'ECO REDEEM CARD',
    origin: 'HKG',
    destination: 'TPE',
    status,
    usesAllowed: 1,
    usesTaken: 0,
    usesLeft: 1,
    issuedAt: '2026-11-20T02:00:00.000Z',
    redeemedAt: '2026-11-26T02:00:00.000Z',
    activationDeadline: '2026-11-29T02:00:00.000Z',
    activatedAt: passenger ? '2026-11-26T03:00:00.000Z' : null,
    travelFrom: '2026-12-01',
    travelTo: '2027-05-31',
    usageDeadline: '2027-05-31T15:59:59.999Z',
    passenger,
    serverTime: '2026-11-26T02:00:00.000Z',
  });
const typed: PassengerToBind = { lastName: 'CHAN', firstName: 'TAI MAN', gender: 'M', birthday: '1990-04-01', certType: 'PASSPORT', certNo: 'K1234567', certExpiry: '2031-01-01', nationality: 'HK' };
const { certNo: _, ...known } = typed;
const bound = { ...known, certNoMasked: '****4567' };
export const cards = { unactivated: card('UNACTIVATED'), usable: card('USABLE', bound), activated: card('USABLE', bound) };
export const frequent = passengerSchema.parse({
  id: 9,
  lastName: 'WONG',
  firstName: 'MEI',
  gender: 'F',
  birthday: '1985-02-03',
  passengerType: 'ADT',
  certType: 'PASSPORT',
  certNoMasked: '****8888',
  certExpiry: '2030-06-30',
  nationality: 'HK',
  issuedBy: 'HK',
  ffpNo: null,
  personally: false,
});
export const invalidCode = { code: 'F00040', msg: 'The redemption code you entered is invalid, please re-enter it.' };
export const redeemedAlready = { code: 'F00041', msg: 'This redemption code has been redeemed.' };
export const activationClosed = { code: 'F00042', msg: 'The time to activate this card has passed.' };
export const activatedAlready = { code: 'F00043', msg: 'This card has been activated.' };

/** The codes the events type, and whether each is of the format: C, O/M/L, a real YYMMDD date, four digits. */
const typedCodes = { ' co2611260001 ': true, CX2611260001: false, CM2613010001: false, CL261126001: false } as const;
const wellFormed = (code: string) => Object.entries(typedCodes).some(([typed, ok]) => ok && typed.trim().toUpperCase() === code);
/** Details the spec accepts: every field given, names in letters, a document number of 5 to 20 letters or digits. */
const complete = (d: PassengerToBind) =>
  Object.values(d).every((v) => v !== '') && /^[A-Z]+( [A-Z]+)*$/.test(d.lastName) && /^[A-Z]+( [A-Z]+)*$/.test(d.firstName) && /^[A-Za-z0-9]{5,20}$/.test(d.certNo);

interface RedeemCardWorld {
  step: string;
  cardId: number | null;
  code: string;
  card: RedeemCard | null;
  details: PassengerToBind;
  error: unknown;
}
const blank: PassengerToBind = { lastName: '', firstName: '', gender: 'M', birthday: '', certType: 'PASSPORT', certNo: '', certExpiry: '', nationality: 'HK' };
const fresh = { cardId: null, code: '', card: null, details: blank, error: null };

const at = (w: RedeemCardWorld, group: string) => w.step === group || w.step.startsWith(`${group}.`);
const errorCode = (e: EventObject) => (e as { error?: { code?: string } }).error?.code;
/** What a failed call leaves to show: its code and message, or the failure kind. */
const shown = (e: EventObject) => {
  const error = (e as unknown as { error: { code?: string; msg?: string; kind?: string } }).error;
  return { code: error.code ?? error.kind, msg: error.msg || null };
};

function stepAfter(w: RedeemCardWorld, e: EventObject & Record<string, any>): string {
  const done = (id: string) => e.type === `xstate.done.actor.${id}`;
  const error = (id: string) => e.type === `xstate.error.actor.${id}`;
  const s = w.step;
  if (s === 'loadingCard') return done('loadCard') ? (e.output.status === 'UNACTIVATED' ? 'details' : 'alreadyActivated') : error('loadCard') ? 'loadFailed' : s;
  if (s === 'loadFailed' && e.type === 'retry') return 'loadingCard';
  if (at(w, 'enter')) {
    if (e.type === 'code.change') return 'enter.typing';
    if (e.type === 'redeem') return wellFormed(w.code) ? 'redeeming' : 'enter.invalid';
    if (e.type === 'retry' && s === 'enter.failed') return 'redeeming';
  }
  if (s === 'redeeming') {
    if (done('redeem')) return 'card';
    if (error('redeem')) return errorCode(e) === invalidCode.code ? 'enter.invalid' : errorCode(e) === redeemedAlready.code ? 'enter.redeemed' : 'enter.failed';
  }
  if (s === 'card' && e.type === 'next') return 'details';
  if (s === 'details') {
    if (e.type === 'next' && complete(w.details)) return 'confirm.reading';
    if (e.type === 'back' && w.cardId === null) return 'card';
  }
  if (at(w, 'confirm')) {
    if (e.type === 'activate') return 'activating';
    if (e.type === 'back') return 'details';
    if (e.type === 'retry' && s === 'confirm.failed') return 'activating';
  }
  if (s === 'activating') {
    if (done('activate')) return 'activated';
    if (error('activate')) return errorCode(e) === activationClosed.code ? 'activationClosed' : errorCode(e) === activatedAlready.code ? 'alreadyActivated' : 'confirm.failed';
  }
  if (['card', 'activated', 'activationClosed', 'alreadyActivated'].includes(s) && e.type === 'restart') return 'enter.typing';
  return s;
}

function valuesAfter(w: RedeemCardWorld, e: EventObject & Record<string, any>, next: string): RedeemCardWorld {
  if (e.type.startsWith('xstate.error.actor.')) return { ...w, error: shown(e) };
  if (e.type.startsWith('xstate.done.actor.')) {
    const alreadyActive = e.type === 'xstate.done.actor.loadCard' && next === 'alreadyActivated';
    return { ...w, card: e.output, error: alreadyActive ? { code: activatedAlready.code, msg: null } : w.error };
  }
  switch (e.type) {
    case 'code.change':
      return at(w, 'enter') ? { ...w, code: e.code.replace(/\s+/g, '').toUpperCase(), error: null } : w;
    case 'redeem':
      return next === 'enter.invalid' ? { ...w, error: { code: invalidCode.code, msg: null } } : next === 'redeeming' ? { ...w, error: null } : w;
    case 'passenger.pick':
      return w.step === 'details'
        ? { ...w, details: {
            lastName: e.passenger.lastName,
            firstName: e.passenger.firstName,
            gender: e.passenger.gender,
            birthday: e.passenger.birthday,
            certType: e.passenger.certType,
            certNo: '',
            certExpiry: e.passenger.certExpiry,
            nationality: e.passenger.nationality,
          } }
        : w;
    case 'details.change':
      return w.step === 'details' ? { ...w, details: { ...w.details, ...e.details } } : w;
    case 'activate':
    case 'back':
    case 'retry':
      return next !== w.step ? { ...w, error: null } : w;
    case 'restart':
      return next !== w.step ? { ...w, ...fresh } : w;
  }
  return w;
}


export const events = {
  validCode: { type: 'code.change', code: ' co2611260001 ' },
  badLetter: { type: 'code.change', code: 'CX2611260001' },
  badDate: { type: 'code.change', code: 'CM2613010001' },
  short: { type: 'code.change', code: 'CL261126001' },
  typed: { type: 'details.change', details: typed },
  badName: { type: 'details.change', details: { lastName: 'CHAN 2' } },
  certNo: { type: 'details.change', details: { certNo: 'K7654321' } },
  pick: { type: 'passenger.pick', passenger: frequent },
};

export const redeemCard: PathModel<RedeemCardWorld> = {
  name: 'redeem-card-activation',
  machine: redeemCardActivationMachine,
  inputs: [{ cardId: null }, { cardId: 5 }] satisfies RedeemCardInput[],
  events: [
    events.validCode,
    events.badLetter,
    events.badDate,
    events.short,
    { type: 'redeem' },
    { type: 'next' },
    events.pick,
    events.typed,
    events.badName,
    events.certNo,
    { type: 'activate' },
    { type: 'back' },
    { type: 'retry' },
    { type: 'restart' },
  ],
  outputs: {
    loadCard: [cards.unactivated, cards.usable],
    redeem: [cards.unactivated],
    activate: [cards.activated],
  },
  errors: {
    loadCard: [errors.busy],
    redeem: [errors.busy, errors.offline],
    activate: [errors.noMessage],
  },
  // An invalid or redeemed code goes back to the code; a closed or done activation ends the flow.
  quietErrors: {
    redeem: [invalidCode, redeemedAlready],
    activate: [activationClosed, activatedAlready],
  },
  keyOf: (c) => [c.code, c.cardId, complete(c.details), c.card?.status ?? null],
  world: { initial: (input) => ({ ...fresh, step: (input as RedeemCardInput).cardId === null ? 'enter.typing' : 'loadingCard', cardId: (input as RedeemCardInput).cardId }), after },
  expectedInput: (id, w) => {
    const calls: Record<string, () => unknown> = {
      loadCard: () => w.cardId ?? noCall,
      redeem: () => (wellFormed(w.code) ? w.code : noCall),
      activate: () => (complete(w.details) ? { cardId: w.card!.cardId, passenger: w.details } : noCall),
    };
    return calls[id]?.() ?? noCall;
  },
  submits: { 'redeemCard.redeeming': { type: 'redeem' }, 'redeemCard.activating': { type: 'activate' } },
  showsError: (s: AnyMachineSnapshot) => s.hasTag('failed') || ['enter.invalid', 'enter.redeemed', 'activationClosed', 'alreadyActivated'].some((v) => s.matches(v.includes('.') ? { enter: v.slice(6) } : v)),
  refused: (w) => [
    ...(w.step === 'details' && !complete(w.details) ? [{ type: 'next' }] : []),
    ...(w.step === 'details' && w.cardId !== null ? [{ type: 'back' }] : []),
    ...(w.step !== 'card' && !['activated', 'activationClosed', 'alreadyActivated'].includes(w.step) ? [{ type: 'restart' }] : []),
    ...(!at(w, 'confirm') ? [{ type: 'activate' }] : []),
  ],
  step: (w) => w.step,
  view: {
    of: (s) => ({
      code: s.context.code,
      card: s.context.card,
      details: s.context.details,
      error: s.context.error,
      end: s.hasTag('end'),
    }),
    expected: (w) => ({ code: w.code, card: w.card, details: w.details, error: w.error, end: w.step === 'activated' }),
  },
};

function after(w: RedeemCardWorld, e: EventObject) {
  const next = stepAfter(w, e as EventObject & Record<string, any>);
  return { ...valuesAfter(w, e as EventObject & Record<string, any>, next), step: next };
}
