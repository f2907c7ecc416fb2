import { assign, setup } from 'xstate';
import { codes } from '../services/schemas/codes';
import type { Passenger } from '../services/schemas/passenger';
import { passengerToBindSchema, type PassengerToBind } from '../services/schemas/bound-passenger';
import { isRedeemCode, type ActivateRequest, type RedeemCard } from '../services/schemas/redeem-card';
import { appProvided } from './app-provided';
import type { FlowError } from './error-message';
import { busyOn, codeOf, failedWithRetry, stepActions } from './step-states';

/**
 * Redeeming and activating a redeem (time) card (spec sections 3 "Redeem (time) card", 4 "Redeem
 * card", 5 "Redeem card"): a redeem code is entered (its format checked before it is sent), the
 * card it holds is shown, the passenger's details are filled (a frequent passenger or typed), and a
 * confirm step warns that activation is irreversible and the details are frozen; then activated.
 * A card already redeemed (opened from the card list by its cardId) starts at the details.
 *
 * What the pages rely on:
 * - Each top-level state is a step (or its call in flight); `state.matches('<step>')` names the page.
 * - Tag `busy`: a call is in flight; the step's press again there only runs `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message; `retry` sends it again.
 * - `enter.invalid`: the code is not of the format or the server knows no such code;
 *   `enter.redeemed`: the code was redeemed already (by anyone); both keep the code to correct.
 * - `activationClosed`: the hours to activate have passed; `alreadyActivated`: the card is active;
 *   `activated`: done. Each shows the card; `restart` enters another code.
 */
export interface RedeemCardContext {
  cardId: number | null;
  code: string;
  card: RedeemCard | null;
  details: PassengerToBind;
  error: FlowError | null;
}

export type RedeemCardEvent =
  | { type: 'code.change'; code: string }
  | { type: 'redeem' }
  | { type: 'next' }
  | { type: 'passenger.pick'; passenger: Passenger }
  | { type: 'details.change'; details: Partial<PassengerToBind> }
  | { type: 'activate' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'restart' };

export interface RedeemCardInput {
  /** A card already redeemed, from the card list; null to enter a code. */
  cardId: number | null;
}

export const blankDetails: PassengerToBind = { lastName: '', firstName: '', gender: 'M', birthday: '', certType: 'PASSPORT', certNo: '', certExpiry: '', nationality: 'HK' };

/** What is wrong with the details, by field (locale keys); empty when they may be sent. */
export function detailsProblems(details: PassengerToBind): Record<string, string> {
  const parsed = passengerToBindSchema.safeParse(details);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/** The activation's request: the card and its passenger's details. */
export const activationOf = (context: Pick<RedeemCardContext, 'card' | 'details'>): ActivateRequest => ({ cardId: context.card!.cardId, passenger: context.details });

/** A frequent passenger's details; the document number (kept masked by the server) is typed again. */
export const detailsOf = (p: Passenger): PassengerToBind => ({
  lastName: p.lastName,
  firstName: p.firstName,
  gender: p.gender,
  birthday: p.birthday,
  certType: p.certType,
  certNo: '',
  certExpiry: p.certExpiry ?? '',
  nationality: p.nationality,
});

const fresh = { cardId: null, code: '', card: null, details: blankDetails, error: null } satisfies RedeemCardContext;

export const redeemCardActivationMachine = setup({
  types: { context: {} as RedeemCardContext, events: {} as RedeemCardEvent, input: {} as RedeemCardInput },
  actors: {
    loadCard: appProvided<RedeemCard, number>(),
    redeem: appProvided<RedeemCard, string>(),
    activate: appProvided<RedeemCard, ActivateRequest>(),
  },
  actions: {
    ...stepActions<RedeemCardContext, RedeemCardEvent>(),
    keepCard: assign({ card: ({ event }) => (event as unknown as { output: RedeemCard }).output }),
  },
  guards: {
    hasCard: ({ context }) => context.cardId !== null,
    codeWellFormed: ({ context }) => isRedeemCode(context.code),
    unactivated: ({ event }) => (event as unknown as { output: RedeemCard }).output.status === 'UNACTIVATED',
    detailsComplete: ({ context }) => passengerToBindSchema.safeParse(context.details).success,
    fromCode: ({ context }) => context.cardId === null,
    invalidCode: ({ event }) => codeOf(event) === codes.invalidRedeemCode,
    redeemedAlready: ({ event }) => codeOf(event) === codes.cardAlreadyRedeemed,
    activationClosed: ({ event }) => codeOf(event) === codes.activationClosed,
    activatedAlready: ({ event }) => codeOf(event) === codes.alreadyActivated,
  },
}).createMachine({
  id: 'redeemCard',
  context: ({ input }) => ({ ...fresh, cardId: input.cardId }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCard', target: 'loadingCard' }, { target: 'enter' }] },
    loadingCard: {
      invoke: {
        id: 'loadCard',
        src: 'loadCard',
        input: ({ context }) => context.cardId!,
        onDone: [
          { guard: 'unactivated', target: 'details', actions: 'keepCard' },
          { target: 'alreadyActivated', actions: ['keepCard', assign({ error: { code: codes.alreadyActivated, msg: null } })] },
        ],
        onError: { target: 'loadFailed', actions: 'fail' },
      },
    },
    loadFailed: failedWithRetry('loadingCard'),
    /** Enter the redeem code. */
    enter: {
      initial: 'typing',
      on: {
        'code.change': { target: '.typing', actions: assign({ code: ({ event }) => event.code.replace(/\s+/g, '').toUpperCase(), error: null }) },
        redeem: [
          { guard: 'codeWellFormed', target: 'redeeming', actions: 'clearError' },
          { target: '.invalid', actions: assign({ error: { code: codes.invalidRedeemCode, msg: null } }) },
        ],
      },
      states: {
        typing: {},
        /** 'The redemption code you entered is invalid, please re-enter it.' */
        invalid: {},
        redeemed: {},
        failed: failedWithRetry('#redeemCard.redeeming'),
      },
    },
    redeeming: {
      ...busyOn('redeem'),
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => context.code,
        onDone: { target: 'card', actions: 'keepCard' },
        onError: [
          { guard: 'invalidCode', target: 'enter.invalid', actions: 'fail' },
          { guard: 'redeemedAlready', target: 'enter.redeemed', actions: 'fail' },
          { target: 'enter.failed', actions: 'fail' },
        ],
      },
    },
    /** The card the code held: type, route, uses and the activation deadline. */
    card: { on: { next: 'details', restart: { target: 'enter', actions: assign(() => fresh) } } },
    /** The passenger's details: a frequent passenger, or typed. */
    details: {
      on: {
        'passenger.pick': { actions: assign({ details: ({ event }) => detailsOf(event.passenger) }) },
        'details.change': { actions: assign({ details: ({ context, event }) => ({ ...context.details, ...event.details }) }) },
        next: { guard: 'detailsComplete', target: 'confirm' },
        back: { guard: 'fromCode', target: 'card' },
      },
    },
    /** Activation is irreversible and the details are frozen: confirmed before it is sent. */
    confirm: {
      initial: 'reading',
      on: {
        activate: { target: 'activating', actions: 'clearError' },
        back: { target: 'details', actions: 'clearError' },
      },
      states: {
        reading: {},
        failed: failedWithRetry('#redeemCard.activating'),
      },
    },
    activating: {
      ...busyOn('activate'),
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => activationOf(context),
        onDone: { target: 'activated', actions: 'keepCard' },
        onError: [
          { guard: 'activationClosed', target: 'activationClosed', actions: 'fail' },
          { guard: 'activatedAlready', target: 'alreadyActivated', actions: 'fail' },
          { target: 'confirm.failed', actions: 'fail' },
        ],
      },
    },
    /** The card is active for the passenger. Tagged 'end' for the funnel. */
    activated: { tags: ['end'], on: { restart: { target: 'enter', actions: assign(() => fresh) } } },
    /** The hours to activate have passed. */
    activationClosed: { on: { restart: { target: 'enter', actions: assign(() => fresh) } } },
    /** The card was activated already (its details are frozen). */
    alreadyActivated: { on: { restart: { target: 'enter', actions: assign(() => fresh) } } },
  },
});
