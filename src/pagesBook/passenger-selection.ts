import { isMaskedCertNo, type BookingPassenger } from '../../services/schemas/offer';
import { passengerTypeOn, type Passenger } from '../../services/schemas/passenger';

/**
 * Passenger selection (spec section 4): the traveller's saved passengers can be toggled into the
 * places of the booking. A saved passenger goes to the first free place of the type they have on
 * the departure date, and comes out again when toggled off; the traveller themself is preselected.
 */
export type PassengerDraft = Omit<BookingPassenger, 'pregnant'> & { pregnant: boolean };

export const blankPlace = (type: BookingPassenger['type'], guardianIndex?: number): PassengerDraft => ({
  type,
  lastName: '',
  firstName: '',
  gender: 'M',
  birthday: '',
  certType: 'PASSPORT',
  certNo: '',
  certExpiry: '',
  nationality: 'HK',
  pregnant: false,
  ...(guardianIndex === undefined ? {} : { guardianIndex }),
});

const isFree = (place: PassengerDraft) => place.psngId === undefined && !place.lastName && !place.firstName && !place.birthday && !place.certNo;

/** A saved passenger in a place: the document number stays masked; the server fills it in. */
function seat(place: PassengerDraft, saved: Passenger): PassengerDraft {
  const { ffpNo: _, ...rest } = place;
  return {
    ...rest,
    psngId: saved.id,
    lastName: saved.lastName,
    firstName: saved.firstName,
    gender: saved.gender,
    birthday: saved.birthday,
    certType: saved.certType,
    certNo: saved.certNoMasked,
    certExpiry: saved.certExpiry ?? '',
    nationality: saved.nationality,
    ...(saved.ffpNo ? { ffpNo: saved.ffpNo } : {}),
  };
}

export type Toggled = { places: PassengerDraft[] } | { noPlaceFor: BookingPassenger['type'] };

export function toggleSaved(places: PassengerDraft[], saved: Passenger, departureDate: string): Toggled {
  const taken = places.findIndex((p) => p.psngId === saved.id);
  if (taken >= 0) return { places: places.map((p, i) => (i === taken ? blankPlace(p.type, p.guardianIndex) : p)) };
  const type = passengerTypeOn(saved.birthday, departureDate);
  const free = places.findIndex((p) => p.type === type && isFree(p));
  if (free < 0) return { noPlaceFor: type };
  return { places: places.map((p, i) => (i === free ? seat(p, saved) : p)) };
}

/** The traveller themself in the first adult place, while no place has been filled in yet. */
export function preselectSelf(places: PassengerDraft[], saved: Passenger[], departureDate: string): PassengerDraft[] {
  const self = saved.find((p) => p.personally);
  if (!self || !places.every(isFree)) return places;
  const toggled = toggleSaved(places, self, departureDate);
  return 'places' in toggled ? toggled.places : places;
}

const identity = ['lastName', 'firstName', 'birthday', 'certType', 'certNo'] as const;

/**
 * A change typed into a place. Changing who it is (name, birthday, document) makes it a passenger
 * of this booking only: the saved passenger leaves the place, and a masked number with them.
 */
export function editPlace(place: PassengerDraft, change: Partial<PassengerDraft>): PassengerDraft {
  const next = { ...place, ...change };
  if (place.psngId === undefined || !identity.some((field) => field in change && change[field] !== place[field])) return next;
  const { psngId: _, ...own } = next;
  return isMaskedCertNo(own.certNo) ? { ...own, certNo: '' } : own;
}
