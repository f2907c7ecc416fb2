import type {
  BookingContact,
  BookingPassenger,
  ChosenLeg,
  ConfirmAuxiliaryRequest,
  ConfirmSeatRequest,
  SearchRequest,
} from '../../../services/schemas/offer';

/** What a processKey stands for: the booking as far as the traveller has got. */
export interface BookingData {
  search: SearchRequest;
  legs: ChosenLeg[];
  passengers?: BookingPassenger[];
  contact?: BookingContact;
  studentDocumentId?: number;
  studentEmail?: string;
  /** When the traveller agreed to the privacy policy on the passenger step (ISO). */
  privacyConsentAt?: string;
  auxiliary?: Omit<ConfirmAuxiliaryRequest, 'processKey'>;
  /** The extras' and the seats' prices in the booking's currency, as confirmed. */
  auxiliaryAmount?: number;
  seats?: ConfirmSeatRequest['seats'];
  seatAmount?: number;
  promo?: { code: string; discount: number };
}
