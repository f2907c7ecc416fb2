import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import { certTypes, type CertType } from '../../../services/schemas/documents';
import type { BookingPassenger, nextLegRequestSchema, pagedSearchRequestSchema } from '../../../services/schemas/offer';
import type {
  AwardPassenger,
  MissingDetail,
  pointConfirmBrandRequestSchema,
  pointConfirmOrderRequestSchema,
  pointConfirmPassengersRequestSchema,
} from '../../../services/schemas/points-booking';
import type { Clock } from '../../clock';
import type { BeneficiaryRow } from '../../repositories/beneficiaries';
import type { ClubMemberRow } from '../../repositories/club-members';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { currentMember } from '../club/current-member';
import { availablePoints, holdPoints } from '../club/points';
import { checkRedemptionPassword } from '../club/redemption-password';
import { maskDocument } from '../users';
import { awardPrice } from './award-fares';
import { fareRules } from './fare-rules';
import { brandByName } from './fares';
import { ageOn, infantConfig } from './passengers';
import { hongKongToday } from './reference';
import { bookingSteps } from './steps';
import type { Language } from '../../i18n';

type Input<S extends z.ZodMiniType> = z.infer<S>;

const passengerNotAllowed = (index: number) => new DomainError(codes.awardPassengerNotAllowed, 'errors.awardPassengerNotAllowed', { passenger: index + 1 });

const ENGLISH_NAME = /^[A-Z]+( [A-Z]+)*$/;

/** Someone who may fly on the member's award tickets, as the club's records have them. */
interface Flyer {
  kind: AwardPassenger['kind'];
  id: number;
  lastName: string;
  firstName: string;
  chineseLastName: string | null;
  chineseFirstName: string | null;
  gender: string | null;
  birthday: string | null;
  idType: string | null;
  idNo: string | null;
  nationality: string | null;
  idExpiry: string | null;
}

const flyerOfMember = (m: ClubMemberRow): Flyer => ({ kind: 'MEMBER', ...m });
const flyerOfBeneficiary = (b: BeneficiaryRow): Flyer => ({ kind: 'BENEFICIARY', ...b });

const isCertType = (value: string | null): value is CertType => (certTypes as readonly string[]).includes(value ?? '');

/** What the record lacks to be ticketed: an English name, a travel document, a birthday (the passenger's type) and a gender. */
function missingOf(f: Flyer): MissingDetail[] {
  return [
    ...(!ENGLISH_NAME.test(f.lastName) || !ENGLISH_NAME.test(f.firstName) ? (['englishName'] as const) : []),
    ...(!isCertType(f.idType) || !f.idNo ? (['travelDocument'] as const) : []),
    ...(!f.birthday ? (['birthday'] as const) : []),
    ...(f.gender !== 'M' && f.gender !== 'F' ? (['gender'] as const) : []),
  ];
}

/** ADT, CNN or INF by age on a day (spec section 5). */
function typeOn(birthday: string, date: string): BookingPassenger['type'] {
  const age = ageOn(birthday, date);
  return age < infantConfig.infantMaxAgeYears ? 'INF' : age <= infantConfig.childMaxAgeYears ? 'CNN' : 'ADT';
}

function toAwardPassenger(f: Flyer, today: string): AwardPassenger {
  return {
    kind: f.kind,
    id: f.id,
    lastName: f.lastName,
    firstName: f.firstName,
    chineseLastName: f.chineseLastName,
    chineseFirstName: f.chineseFirstName,
    psgTypeCode: f.birthday ? typeOn(f.birthday, today) : null,
    gender: f.gender === 'M' || f.gender === 'F' ? f.gender : null,
    birthDate: f.birthday,
    certType: isCertType(f.idType) ? f.idType : null,
    certNoMasked: maskDocument(f.idNo),
    nationality: f.nationality,
    expireDate: f.idExpiry,
    missing: missingOf(f),
  };
}

/**
 * The award (points) booking (spec sections 4 to 8): the cash booking's steps under `point/...`,
 * award brands priced in points, for a signed-in member with a bound account only. The member
 * and their active beneficiaries fly; only the member redeems, with the redemption password.
 */
export function pointsBooking(store: Store, clock: Clock, processKeySecret: string) {
  const steps = bookingSteps(store, clock, processKeySecret, { award: true, price: awardPrice });

  /** The member first, then the beneficiaries who may fly today. */
  async function flyersOf(member: ClubMemberRow): Promise<Flyer[]> {
    return [flyerOfMember(member), ...(await store.beneficiaries.activeOf(member.id, clock.now())).map(flyerOfBeneficiary)];
  }

  return {
    async search(search: Input<typeof pagedSearchRequestSchema>, userId: number, locale: string) {
      await currentMember(store, userId);
      if (search.routeWay === 'M') throw new DomainError(codes.awardMultiCity, 'errors.awardMultiCity');
      return steps.search(search, userId, locale);
    },

    async nextLeg(request: Input<typeof nextLegRequestSchema>, userId: number, locale: string) {
      await currentMember(store, userId);
      return steps.nextLeg(request, userId, locale);
    },

    async flightOption(processKey: string, flightKey: string, userId: number, locale: string) {
      await currentMember(store, userId);
      return steps.flightOption(processKey, flightKey, userId, locale);
    },

    async confirmBrand(request: Input<typeof pointConfirmBrandRequestSchema>, userId: number, locale: string) {
      await currentMember(store, userId);
      // An award's fare is points, not money: there is no cash price to have changed.
      return steps.confirmBrand({ ...request, quotedFare: 0 }, userId, locale);
    },

    async passengerList(userId: number): Promise<AwardPassenger[]> {
      const today = hongKongToday(clock.now());
      return (await flyersOf(await currentMember(store, userId))).map((f) => toAwardPassenger(f, today));
    },

    /** The rules of the brand asked for, or of each leg's chosen brand; award brands only. */
    async fareRules(processKey: string, brand: string | undefined, userId: number, locale: string) {
      await currentMember(store, userId);
      const data = await steps.load(processKey, userId);
      const brands = brand === undefined ? data.legs.map((l) => l.brand.brand) : [brand];
      if (brands.some((b) => brandByName.get(b)?.award === undefined)) throw new DomainError(codes.badRequest, 'errors.brandUnknown');
      return brands.map((b) => fareRules(b, locale));
    },

    /** The chosen people's names and documents come from the club's records; an incomplete record is refused with what it lacks. */
    async confirmPassengers(request: Input<typeof pointConfirmPassengersRequestSchema>, userId: number, locale: string) {
      const member = await currentMember(store, userId);
      const data = await steps.load(request.processKey, userId);
      const flyers = await flyersOf(member);
      const firstDate = data.search.segments[0]!.date;
      const passengers = request.confirmOrderPsngs.map((chosen, i): BookingPassenger => {
        const f = flyers.find((x) => x.kind === chosen.kind && x.id === chosen.id);
        if (!f || request.confirmOrderPsngs.findIndex((c) => c.kind === chosen.kind && c.id === chosen.id) !== i) throw passengerNotAllowed(i);
        const missing = missingOf(f);
        if (missing.length > 0) {
          throw f.kind === 'MEMBER'
            ? new DomainError(codes.clubAccountIncomplete, 'errors.clubAccountIncomplete', {}, { missing })
            : new DomainError(codes.awardPassengerIncomplete, 'errors.awardPassengerIncomplete', { passenger: i + 1 }, { passengerIndex: i, missing });
        }
        return {
          type: typeOn(f.birthday!, firstDate),
          lastName: f.lastName,
          firstName: f.firstName,
          gender: f.gender as 'M' | 'F',
          birthday: f.birthday!,
          certType: f.idType as CertType,
          certNo: f.idNo!,
          // Unknown to the club: the ticket is issued without them, and no expiry warning is guessed.
          certExpiry: f.idExpiry ?? '',
          nationality: f.nationality ?? '',
          ...(f.kind === 'MEMBER' && { ffpNo: member.cardNo }),
          ...(chosen.guardianIndex !== undefined && { guardianIndex: chosen.guardianIndex }),
        };
      });
      const { contactEtdz } = request;
      const confirmed = await steps.confirmPassengers(
        {
          processKey: request.processKey,
          passengers,
          contact: { name: contactEtdz.name, email: contactEtdz.email, areaCode: contactEtdz.contactPhone.areaCode, mobile: contactEtdz.contactPhone.mobile },
          privacyConsent: request.privacyConsent,
        },
        userId,
        locale,
      );
      return {
        processKey: confirmed.processKey,
        warnings: confirmed.warnings.filter((w) => passengers[w.passengerIndex]!.certExpiry !== ''),
        price: confirmed.price,
      };
    },

    /**
     * With the member's redemption password: the unpaid order (its taxes to pay) and the hold on its
     * points are made in one transaction, or neither. Confirming the same processKey again answers its order.
     */
    async confirmOrder(request: Input<typeof pointConfirmOrderRequestSchema>, userId: number, language: Language) {
      const member = await currentMember(store, userId);
      const data = await steps.load(request.processKey, userId);
      await checkRedemptionPassword(store, member.id, request.redemptionPassword, clock.now());
      const price = awardPrice(data);
      const order = await steps.confirmOrder(request.processKey, userId, {
        language,
        extras: { points: price.points, pointsByType: { ADT: price.pointsPerAdult, CNN: price.pointsPerChild, INF: price.pointsPerInfant }, endPoint: request.endPoint },
        inTransaction: async (tx, made) => {
          if (await holdPoints(tx, { memberId: member.id, orderId: made.id, points: price.points }, clock.now())) return;
          const { pointsPerAdult, pointsPerChild, pointsPerInfant, points: required } = price;
          throw new DomainError(
            codes.insufficientPoints,
            'errors.insufficientPointsFor',
            { adult: pointsPerAdult, child: pointsPerChild },
            { pointsPerAdult, pointsPerChild, pointsPerInfant, required, available: await availablePoints(tx, member.id) },
          );
        },
      });
      const { guestToken: _, ...made } = order;
      return { ...made, points: price.points };
    },
  };
}
