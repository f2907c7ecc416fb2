import type { Executor } from '../db/client';
import { createBeneficiaryRepository } from './beneficiaries';
import { createBookingSessionRepository } from './booking-sessions';
import { createCaptchaRepository } from './captchas';
import { createChangeRepository } from './changes';
import { createChatRepository } from './chat';
import { createCheckInRepository } from './check-ins';
import { createClubMemberRepository } from './club-members';
import { createContactRepository } from './contacts';
import { createContentRepository } from './content';
import { createCouponRepository } from './coupons';
import { createDrainageRepository } from './drainage';
import { createExpiredRowRepository } from './expired-rows';
import { createFlightRepository } from './flights';
import type { FlightSearchCache } from './flight-search-cache';
import { createFlightStatusRepository } from './flight-status';
import { createFlowTransitionRepository } from './flow-transitions';
import { createPassengerRepository } from './frequent-passengers';
import { createGuestTokenRepository } from './guest-tokens';
import { createInventoryRepository } from './inventory';
import { createLostItemRepository } from './lost-items';
import { createLoungeRepository } from './lounges';
import { createMessageRepository } from './messages';
import { createNoticeRepository } from './notices';
import { createOrderRepository } from './orders';
import { createOutboxRepository } from './outbox';
import { createPaymentRepository } from './payments';
import { createPointsRepository } from './points';
import { createPointsClaimRepository } from './points-claims';
import { createPointsEarningRepository } from './points-earning';
import { createRateLimitCountRepository } from './rate-limit-counts';
import { createReferenceRepository } from './reference';
import { createRedeemCardRepository } from './redeem-cards';
import { createRefundRepository } from './refunds';
import { createRescheduleRepository } from './reschedules';
import { createScheduleChangeRepository } from './schedule-changes';
import { createSessionRepository } from './sessions';
import { createTravelPassRepository } from './travel-passes';
import { createTripRepository } from './trips';
import { createUnknownLoginRepository } from './unknown-logins';
import { createUploadRepository } from './uploads';
import { createUserRepository } from './users';
import { createVerificationCodeRepository } from './verification-codes';
import { createVoucherRepository } from './vouchers';

/** What a store's repositories are bound to: the database or one transaction of it. */
interface Binding {
  db: Executor;
  flightSearchCache?: FlightSearchCache;
  inventoryChanged?: (flightId: number) => void;
}

const on = <R>(create: (db: Executor) => R) => ({ db }: Binding) => create(db);

/** How each repository is made for a binding. */
const makers = {
  beneficiaries: on(createBeneficiaryRepository),
  bookingSessions: on(createBookingSessionRepository),
  captchas: on(createCaptchaRepository),
  changes: on(createChangeRepository),
  chat: on(createChatRepository),
  checkIns: on(createCheckInRepository),
  clubMembers: on(createClubMemberRepository),
  contacts: on(createContactRepository),
  content: on(createContentRepository),
  coupons: on(createCouponRepository),
  drainage: on(createDrainageRepository),
  expiredRows: on(createExpiredRowRepository),
  flights({ db, flightSearchCache }: Binding) {
    const flights = createFlightRepository(db);
    return flightSearchCache ? { ...flights, ...flightSearchCache.over(flights) } : flights;
  },
  flightStatus: on(createFlightStatusRepository),
  flowTransitions: on(createFlowTransitionRepository),
  passengers: on(createPassengerRepository),
  guestTokens: on(createGuestTokenRepository),
  inventory: ({ db, inventoryChanged }: Binding) => createInventoryRepository(db, inventoryChanged),
  lostItems: on(createLostItemRepository),
  lounges: on(createLoungeRepository),
  messages: on(createMessageRepository),
  notices: on(createNoticeRepository),
  orders: on(createOrderRepository),
  outbox: on(createOutboxRepository),
  payments: on(createPaymentRepository),
  points: on(createPointsRepository),
  redeemCards: on(createRedeemCardRepository),
  pointsClaims: on(createPointsClaimRepository),
  pointsEarning: on(createPointsEarningRepository),
  rateLimitCounts: on(createRateLimitCountRepository),
  reference: on(createReferenceRepository),
  refunds: on(createRefundRepository),
  reschedules: on(createRescheduleRepository),
  scheduleChanges: on(createScheduleChangeRepository),
  sessions: on(createSessionRepository),
  travelPasses: on(createTravelPassRepository),
  trips: on(createTripRepository),
  unknownLogins: on(createUnknownLoginRepository),
  uploads: on(createUploadRepository),
  users: on(createUserRepository),
  verificationCodes: on(createVerificationCodeRepository),
  vouchers: on(createVoucherRepository),
};
type Repositories = { readonly [K in keyof typeof makers]: ReturnType<(typeof makers)[K]> };

const binding = Symbol('binding');
/** Each repository is made on first use and kept: a transaction uses a few of them, and making all ~44 was a share of every order's time. */
const lazyRepositories: object = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(makers).map(([name, make]) => [
      name,
      {
        get(this: { [binding]: Binding }) {
          const repository = make(this[binding]);
          Object.defineProperty(this, name, { value: repository, enumerable: true });
          return repository;
        },
      },
    ]),
  ),
);

/** Every repository, all bound to the same database or transaction. */
const repositoriesOf = (bound: Binding) => Object.create(lazyRepositories, { [binding]: { value: bound } }) as Repositories;

/**
 * The repositories domain rules work with. `transaction` runs a unit of work in one transaction:
 * the store it hands over has every repository bound to that transaction, so the work's writes
 * all commit or none do. A transaction inside one is a savepoint.
 */
export interface Store extends Repositories {
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T>;
}

/**
 * The server's store reads searched flights through `flightSearchCache`, and tells it of the flights
 * whose fare inventory it wrote once the write is committed, so a traveller's next search shows
 * their own order. A transaction's store always reads the database.
 */
export function createStore(db: Executor, flightSearchCache?: FlightSearchCache): Store {
  return Object.assign(repositoriesOf({ db, flightSearchCache, inventoryChanged: (flightId) => flightSearchCache?.flightsChanged([flightId]) }), {
    async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
      const changed = new Set<number>();
      const result = await db.transaction((tx) => work(transactionStore(tx, changed)));
      if (changed.size > 0) flightSearchCache?.flightsChanged(changed);
      return result;
    },
  });
}

/** The store of a transaction (or a savepoint in one): the flights it changes are told once the outermost commits. */
function transactionStore(tx: Executor, changed: Set<number>): Store {
  return Object.assign(repositoriesOf({ db: tx, inventoryChanged: (flightId) => changed.add(flightId) }), {
    transaction: <T>(work: (tx: Store) => Promise<T>) => tx.transaction((inner) => work(transactionStore(inner, changed))),
  });
}
