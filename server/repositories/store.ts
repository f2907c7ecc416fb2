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

/** Every repository, all bound to the same database or transaction. */
function repositoriesOf(db: Executor, flightSearchCache?: FlightSearchCache, inventoryChanged?: (flightId: number) => void) {
  const flights = createFlightRepository(db);
  return {
    beneficiaries: createBeneficiaryRepository(db),
    bookingSessions: createBookingSessionRepository(db),
    captchas: createCaptchaRepository(db),
    changes: createChangeRepository(db),
    chat: createChatRepository(db),
    checkIns: createCheckInRepository(db),
    clubMembers: createClubMemberRepository(db),
    contacts: createContactRepository(db),
    content: createContentRepository(db),
    coupons: createCouponRepository(db),
    drainage: createDrainageRepository(db),
    expiredRows: createExpiredRowRepository(db),
    flights: flightSearchCache ? { ...flights, ...flightSearchCache.over(flights) } : flights,
    flightStatus: createFlightStatusRepository(db),
    flowTransitions: createFlowTransitionRepository(db),
    passengers: createPassengerRepository(db),
    guestTokens: createGuestTokenRepository(db),
    inventory: createInventoryRepository(db, inventoryChanged),
    lostItems: createLostItemRepository(db),
    lounges: createLoungeRepository(db),
    messages: createMessageRepository(db),
    notices: createNoticeRepository(db),
    orders: createOrderRepository(db),
    outbox: createOutboxRepository(db),
    payments: createPaymentRepository(db),
    points: createPointsRepository(db),
    redeemCards: createRedeemCardRepository(db),
    pointsClaims: createPointsClaimRepository(db),
    pointsEarning: createPointsEarningRepository(db),
    rateLimitCounts: createRateLimitCountRepository(db),
    reference: createReferenceRepository(db),
    refunds: createRefundRepository(db),
    reschedules: createRescheduleRepository(db),
    scheduleChanges: createScheduleChangeRepository(db),
    sessions: createSessionRepository(db),
    travelPasses: createTravelPassRepository(db),
    trips: createTripRepository(db),
    unknownLogins: createUnknownLoginRepository(db),
    uploads: createUploadRepository(db),
    users: createUserRepository(db),
    verificationCodes: createVerificationCodeRepository(db),
    vouchers: createVoucherRepository(db),
  };
}

/**
 * The repositories domain rules work with. `transaction` runs a unit of work in one transaction:
 * the store it hands over has every repository bound to that transaction, so the work's writes
 * all commit or none do. A transaction inside one is a savepoint.
 */
export interface Store extends ReturnType<typeof repositoriesOf> {
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T>;
}

/**
 * The server's store reads searched flights through `flightSearchCache`, and tells it of the flights
 * whose fare inventory it wrote once the write is committed, so a traveller's next search shows
 * their own order. A transaction's store always reads the database.
 */
export function createStore(db: Executor, flightSearchCache?: FlightSearchCache): Store {
  return {
    ...repositoriesOf(db, flightSearchCache, (flightId) => flightSearchCache?.flightsChanged([flightId])),
    async transaction(work) {
      const changed = new Set<number>();
      const result = await db.transaction((tx) => work(transactionStore(tx, changed)));
      if (changed.size > 0) flightSearchCache?.flightsChanged(changed);
      return result;
    },
  };
}

/** The store of a transaction (or a savepoint in one): the flights it changes are told once the outermost commits. */
function transactionStore(tx: Executor, changed: Set<number>): Store {
  return { ...repositoriesOf(tx, undefined, (flightId) => changed.add(flightId)), transaction: (work) => tx.transaction((inner) => work(transactionStore(inner, changed))) };
}
