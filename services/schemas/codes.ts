/** Response codes of the `{ code, msg, data }` envelope (spec section 8, plus the server's own). */
export const codes = {
  success: '00000',
  /** A request of the wrong shape or with invalid fields. */
  badRequest: 'A0400',
  /** The bearer token is expired, revoked or forged (sent with HTTP 401). */
  unauthorized: 'A0401',
  /** The call needs an operations account (sent with HTTP 403). */
  operationsOnly: 'A0403',
  notFound: 'A0404',
  bodyTooLarge: 'A0413',
  tooManyRequests: 'A0429',
  /** The call needs a logged-in user and none was given. */
  loginRequired: 'U00003',
  /** The session no longer fits the account (for example the account was deleted): go to login. */
  goToLogin: 'M03009',
  systemBusy: 'B0001',
  interfaceError: 'I00032',
  invalidState: 'I0003',
  wrongCredentials: 'U00010',
  accountLocked: 'U00011',
  codeInvalid: 'U00012',
  accountExists: 'U00013',
  captchaRequired: 'U00014',
  captchaInvalid: 'U00015',
  oldPasswordWrong: 'U00016',
  notAClubMember: 'U00017',
  userNotFound: 'U00018',
  /** The processKey is unknown or older than 30 minutes: 'The page information has expired...'. */
  pageExpired: 'B0101',
  /** The chosen flight or fare is no longer available. */
  flightUnavailable: 'B0102',
  /** A promotional fare changed between search and confirmation; data carries the new price. */
  promoFareChanged: 'B0103',
  passengerRule: 'B0104',
  seatUnavailable: 'B0105',
  promoCodeInvalid: 'B0106',
  baggageOverCap: 'B0107',
  orderNotFound: 'O00001',
  /** The order is no longer unpaid (paid, expired or cancelled). */
  orderNotPayable: 'O00002',
  /** The order's status does not allow this action (cancel, delete, send the itinerary, change the contact). */
  orderStateInvalid: 'O00003',
  /** A passenger chosen for a refund is already in one, or their ticket is in another change. */
  passengerRefunded: 'R00001',
  /** The order or the passengers chosen cannot be refunded (not issued, an infant without its guardian, children alone). */
  refundNotAllowed: 'R00002',
  refundNotFound: 'R00003',
  paymentNotFound: 'P00001',
  paymentSignatureInvalid: 'P00002',
  paymentStale: 'P00004',
  paymentAmountMismatch: 'P00005',
  /** The Flash Sale fare is for FWC members. */
  membersOnly: 'B0108',
  /** Not one of the caller's vouchers: 'The voucher does not exist'. */
  voucherNotFound: 'V00001',
  voucherExpired: 'V00002',
  voucherSpent: 'V00003',
  voucherCurrency: 'V00004',
  /** At most 3 vouchers on one order (spec section 9). */
  voucherLimit: 'V00005',
  /** The order's vouchers already cover it: another would pay nothing. */
  voucherNotNeeded: 'V00006',
  /** A passenger chosen for a date change is already in a refund or another change, or their tickets are not issued. */
  passengerNotChangeable: 'C00001',
  /** The order or the legs or passengers chosen cannot be changed online (not issued, a fare without changes, departed, a connection, the group rules). */
  changeNotAllowed: 'C00002',
  changeNotFound: 'C00003',
  /** A reschedule (a date change or a refund) in the wrong state: cancel is for one not completed, removing from the list for a finished one. */
  rescheduleStateInvalid: 'C00004',
  /** Check-in is open from 48 hours to 90 minutes before departure (spec section 5). */
  checkInClosed: 'K00001',
  /** A child checks in only with an adult of the booking. */
  checkInChildAlone: 'K00002',
  /** An infant and its guardian check in at the counter: 'Check-in failed, please go to the check-in counter'. */
  checkInAtCounter: 'K00003',
  /** The seat was taken a moment ago by another traveller. */
  checkInSeatTaken: 'K00004',
  /** The boarding pass is issued until 90 minutes before departure. */
  boardingPassClosed: 'K00005',
  /** No ticket of that number for that name, or a check-in that is not the caller's. */
  checkInNotFound: 'K00006',
  /** The ticket was refunded or changed, or is in a refund or a change. */
  ticketNotIssued: 'K00007',
  /** The passenger is already checked in on this flight. */
  alreadyCheckedIn: 'K00008',
  /** The check-in was cancelled (by the traveller, or with its flight): it has no boarding pass. Its data holds the booking's orderId. */
  checkInCancelled: 'K00009',
  /** The booking or fellow passenger is on the user's trips already: 'The itineraries already exists'. */
  tripExists: 'T00001',
  /** No issued booking has this ticket number and passenger name, or the trip or companion is not the user's. */
  tripNotFound: 'T00002',
  /** A fellow passenger must fly at least one of the trip's flights. */
  companionNotOnTrip: 'T00003',
  /** The trip has an unpaid add-on order: it is paid or cancelled before a new one is made. */
  addOnOrderPending: 'E00001',
  /** This add-on cannot be bought for the trip now: not issued, refunded or changed, checked in, departed or not sold on the flight. */
  addOnNotAllowed: 'E00002',
  /** No lost property matches the search: 'Lost item not found'. */
  lostItemNotFound: 'L00001',
  /** A lost-property search for a day after today. */
  lostDateInFuture: 'L00002',
  /** The booking has no schedule change waiting for its traveller (none, or already handled), or its passengers are checked in. */
  scheduleChangeNotPending: 'S00001',
  /** The flight chosen cannot replace the changed one: not offered (another route, departed, cancelled) or without seats for every passenger. */
  scheduleChangeFlightUnavailable: 'S00002',
  /**
   * Fortune Wings Club, in ranges: F00001-F00009 sign-up and binding, F00010-F00019 points and
   * missing-points claims, F00020-F00029 beneficiaries and passwords, F00030-F00039 award booking,
   * F00040-F00049 redeem cards.
   */
  /** A club member must be at least 2 years old. */
  memberTooYoung: 'F00001',
  /** A member under 16 joins only with a guardian's consent (name, relationship, phone). */
  clubGuardianRequired: 'F00002',
  /** Members under 18 cannot take the newsletter. */
  newsletterUnder18: 'F00003',
  /** A membership with this travel document or mobile number exists already. */
  memberExists: 'F00004',
  /** The membership is bound to another app account. */
  membershipBoundElsewhere: 'F00005',
  /** The app account has a membership bound already. */
  accountHasMembership: 'F00006',
  /** The membership has an award order in progress, so it cannot be unbound. */
  unbindWhileAwardInProgress: 'F00007',
  /** A missing-points claim made less than 3 or more than 180 days after the flight. */
  claimOutsideWindow: 'F00010',
  /** No issued ticket of that number on that flight flown by the member (names, route or cabin differ). */
  claimFlightNotFound: 'F00011',
  /** The ticket earned its points already. */
  claimAlreadyEarned: 'F00012',
  /** The ticket was claimed before. */
  claimExists: 'F00013',
  /** The ticket's fare earns no points (award and redeem-card tickets). */
  claimNotEligible: 'F00014',
  /** No ledger row of that id among the member's. */
  pointsRecordNotFound: 'F00015',
  /** No claim of that id among the member's. */
  claimNotFound: 'F00016',
  /** The member has no beneficiary of this id (another member's answers the same). */
  beneficiaryNotFound: 'F00020',
  /** The redemption password is wrong. */
  redemptionPasswordWrong: 'F00021',
  /** Five wrong redemption passwords in a row: points cannot be spent for 15 minutes. */
  redemptionPasswordLocked: 'F00022',
  /** The member has not set a redemption password yet. */
  redemptionPasswordNotSet: 'F00023',
  /** The member already names 10 beneficiaries. */
  beneficiaryLimit: 'F00024',
  /** The first 10 additions are used, and so are this membership year's 6 additions or changes. */
  beneficiaryYearlyLimit: 'F00025',
  /** A member cannot name themself as a beneficiary. */
  beneficiaryIsMember: 'F00026',
  /** The member already names this person (same document, or same name and birthday). */
  beneficiaryDuplicate: 'F00027',
  /** The club login password given as the old one is wrong. */
  clubPasswordWrong: 'F00028',
  /** A redemption password is set: changing it needs the old one (or a reset by SMS code). */
  payPasswordOldRequired: 'F00029',
  /** Only the member and their active beneficiaries may fly on the member's award tickets. */
  awardPassengerNotAllowed: 'F00030',
  /** 'Insufficient points.' */
  insufficientPoints: 'F00031',
  /** 'Multi-city is not supported for award tickets.' */
  awardMultiCity: 'F00032',
  /** 'FWC account missing English name or travel document': the member's own record. */
  clubAccountIncomplete: 'F00033',
  /** A beneficiary chosen to fly lacks an English name, a travel document or another detail the ticket needs. */
  awardPassengerIncomplete: 'F00034',
  /** Not a redeem code, or no card has it: 'The redemption code you entered is invalid, please re-enter it.' */
  invalidRedeemCode: 'F00040',
  /** The code's card was redeemed already (by the caller or anyone else). */
  cardAlreadyRedeemed: 'F00041',
  /** The activation deadline (hours after redemption) has passed. */
  activationClosed: 'F00042',
  /** Activation is once and for good: the passenger cannot change. */
  alreadyActivated: 'F00043',
  /** Flights are booked with an activated card only. */
  cardNotActivated: 'F00044',
  /** The flight is not on the card's route (either way). */
  offCardRoute: 'F00045',
  /** No use left on the card. */
  cardUsedUp: 'F00046',
  cardExpired: 'F00047',
  /** Not one of the caller's cards (or no such card, or no such use). */
  cardNotFound: 'F00048',
  /** The date is outside the card's travel window. */
  outsideTravelWindow: 'F00049',
  /** G00001-G00019 lounge and meet-and-greet. */
  /** No such product on sale, or the staff product asked for by an account that is not staff. */
  loungeProductNotFound: 'G00001',
  /** 'Remaining voucher stocks are insufficient': fewer left on the day than asked for. */
  loungeStockInsufficient: 'G00002',
  /** More vouchers than the product's per-order cap (limitBuy). */
  loungeOverLimitBuy: 'G00003',
  /** The use date is in the past at the airport or beyond the days on sale. */
  loungeDateInvalid: 'G00004',
  /** Meet-and-greet is not sold within 24 hours of departure. */
  meetGreetTooLate: 'G00005',
  /** A meet-and-greet traveller under 12 needs a companion aged 16 or more on the order. */
  meetGreetUnaccompanied: 'G00006',
  /** Meet-and-greet needs the flight, its departure time, a slot and every traveller's birthday. */
  meetGreetDetailsRequired: 'G00007',
  /** Not one of the caller's lounge orders (or no such order, or a guest's order number and e-mail that do not match). */
  loungeOrderNotFound: 'G00008',
  /** Cancel is for an unpaid order, delete for a closed one. */
  loungeOrderStateInvalid: 'G00009',
  /** Not one of the caller's vouchers. */
  loungeVoucherNotFound: 'G00010',
  /** The voucher was used or has expired. */
  loungeVoucherNotUsable: 'G00011',
  /** 'You have no more change attempts left'. */
  loungeNoChangesLeft: 'G00012',
  /** Only the discounted product's vouchers may be transferred. */
  loungeNotTransferable: 'G00013',
  /** The voucher's 3 transfers are used. */
  loungeNoTransfersLeft: 'G00014',
  /** The staff product's list is for staff accounts only. */
  loungeStaffOnly: 'G00015',
  /** A guest's code is wrong, used up or expired, or was sent for another order. */
  loungeGuestCodeInvalid: 'G00016',
  /** The call needs an airline staff account, as the lounge desk has (sent with HTTP 403). */
  loungeDeskOnly: 'G00017',
  /** The voucher's one entry was made already. */
  loungeVoucherUsed: 'G00018',
  // Q00001-Q00009 live chat
  /** Not one of the caller's conversations (or no such conversation). */
  chatConversationNotFound: 'Q00001',
  /** The conversation was closed: nothing more is written to it. */
  chatClosed: 'Q00002',
  /** The call needs a chat agent's account (sent with HTTP 403). */
  agentOnly: 'Q00003',

  // N00001-N00019 content, news and messages.
  /** No such document in the collection, or not published now (before its start, after its end), in that locale and channel. */
  contentNotFound: 'N00001',
  // H00001-H00019 Travel Pass.
  /** No such package, or not one of the caller's pass orders, passes or uses. */
  travelPassNotFound: 'H00001',
  /** The package is not on sale: its sale has not opened or has closed. */
  travelPassNotOnSale: 'H00002',
  /** Fewer passes are left than asked for. */
  travelPassSoldOut: 'H00003',
  /** More passes than the package's per-order limit. */
  travelPassOverLimit: 'H00004',
  /** 'Travel pass does not support child or infant.' */
  travelPassAdultsOnly: 'H00005',
  /** A pass is bound to its passenger once, and the order must be paid first. */
  travelPassNotBindable: 'H00006',
  /** Flights are booked with a bound, valid pass only. */
  travelPassNotBound: 'H00007',
  /** The flight is not on the pass's eligible routes. */
  travelPassOffRoute: 'H00008',
  /** The date is outside the pass's travel dates or validity. */
  travelPassOutsideDates: 'H00009',
  /** The date is one of the package's blackout dates. */
  travelPassBlackout: 'H00010',
  /** No ticket left on the pass. */
  travelPassUsedUp: 'H00011',
  /** A refund after the cooling-off period, of an order not paid, or of passes already used. */
  travelPassNotRefundable: 'H00012',
  /** A reminder is set only for a package that is coming soon. */
  travelPassNotComingSoon: 'H00013',
} as const;

export type Code = (typeof codes)[keyof typeof codes];
