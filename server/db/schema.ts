import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Reference data (spec section 7, "Authentication and system").
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameSc: text('name_sc').notNull(),
  nameTc: text('name_tc').notNull(),
  areaCode: text('area_code').notNull(),
  timeCard: boolean('time_card').notNull().default(false),
});

export const cities = pgTable('cities', {
  code: text('code').primaryKey(),
  countryCode: text('country_code').notNull().references(() => countries.code),
  nameEn: text('name_en').notNull(),
  nameSc: text('name_sc').notNull(),
  nameTc: text('name_tc').notNull(),
  timeZone: text('time_zone').notNull(),
  hot: boolean('hot').notNull().default(false),
});

export const airports = pgTable('airports', {
  code: text('code').primaryKey(),
  cityCode: text('city_code').notNull().references(() => cities.code),
  nameEn: text('name_en').notNull(),
  nameSc: text('name_sc').notNull(),
  nameTc: text('name_tc').notNull(),
  timeZone: text('time_zone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  hot: boolean('hot').notNull().default(false),
});

// FWC loyalty club memberships.
export const clubMembers = pgTable('club_members', {
  id: serial('id').primaryKey(),
  cardNo: text('card_no').notNull().unique(),
  tier: text('tier').notNull(),
  tierEndDate: date('tier_end_date', { mode: 'string' }),
  lastName: text('last_name').notNull(),
  firstName: text('first_name').notNull(),
  gender: text('gender'),
  birthday: date('birthday', { mode: 'string' }),
  areaCode: text('area_code'),
  mobile: text('mobile'),
  email: text('email'),
  idType: text('id_type'),
  idNo: text('id_no'),
  passwordHash: text('password_hash').notNull(),
  /** Names as on the travel document; lastName and firstName above are the English (or pinyin) ones. */
  chineseLastName: text('chinese_last_name'),
  chineseFirstName: text('chinese_first_name'),
  nationality: text('nationality'),
  idExpiry: date('id_expiry', { mode: 'string' }),
  joinedAt: ts('joined_at'),
  /** Members under 18 never get the newsletter (spec section 5). */
  newsletter: boolean('newsletter').notNull().default(false),
  /** A member under 16 joins with a guardian's consent: { name, relationship, areaCode, mobile }. */
  guardian: jsonb('guardian').$type<{ name: string; relationship: string; areaCode: string; mobile: string } | null>(),
  /** The 6-digit redemption password that points are spent with; null until the member sets it. */
  payPasswordHash: text('pay_password_hash'),
  payFailed: integer('pay_failed').notNull().default(0),
  payLockedUntil: ts('pay_locked_until'),
  accountBalance: numeric('account_balance', { precision: 12, scale: 2 }).notNull().default('0'),
  accountExpiredDate: date('account_expired_date', { mode: 'string' }),
  noRemind: boolean('no_remind').notNull().default(false),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: ts('locked_until'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nickName: text('nick_name'),
    avatarUrl: text('avatar_url'),
    areaCode: text('area_code'),
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash'),
    gender: integer('gender').notNull().default(-1),
    birthday: date('birthday', { mode: 'string' }),
    country: text('country'),
    clubMemberId: integer('club_member_id').references(() => clubMembers.id),
    /** TRAVELLER; OPERATIONS for the airline's operations staff, who may change and cancel flights; STAFF for employees, who may buy the staff lounge offer; AGENT for the staff who answer live chat. */
    role: text('role').notNull().default('TRAVELLER'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    /** The notice kinds the traveller asked not to be e-mailed about (disruptions are e-mailed whatever this says). */
    noticeEmailsOff: text('notice_emails_off').array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.areaCode, t.mobile),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_club_member_key').on(t.clubMemberId),
  ],
);

/** Access tokens are stored hashed so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    grantType: text('grant_type').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** SMS and e-mail codes: 6 digits, single use, bound to one purpose and one recipient. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('verification_codes_recipient_idx').on(t.recipient, t.createdAt), index('verification_codes_expires_idx').on(t.expiresAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Requests counted against a rate limit, per limit and key, shared by every server process. */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counts_reset_idx').on(t.resetAt)],
);

/** Failed logins naming no account, counted as a real account's would be (see domain/unknown-accounts). */
export const unknownLogins = pgTable(
  'unknown_logins',
  {
    username: text('username').primaryKey(),
    failedLogins: integer('failed_logins').notNull(),
    lockedUntil: ts('locked_until'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('unknown_logins_updated_idx').on(t.updatedAt)],
);

/** Outgoing SMS and e-mail; a development page lists it. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Message centre: a message with no user is a broadcast to everyone. */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  title: jsonb('title').$type<{ en: string; sc: string; tc: string }>().notNull(),
  body: jsonb('body').$type<{ en: string; sc: string; tc: string }>().notNull(),
  createdAt: ts('created_at').notNull(),
});

export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull(),
  },
  (t) => [uniqueIndex('message_reads_key').on(t.messageId, t.userId)],
);

/** Live chat: a traveller's conversation with the airline's agents, under the name the traveller chose. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /** OPEN or CLOSED. */
    status: text('status').notNull().default('OPEN'),
    createdAt: ts('created_at').notNull(),
    closedAt: ts('closed_at'),
  },
  // A traveller has at most one open conversation: opening again returns it.
  (t) => [uniqueIndex('chat_conversations_open_key').on(t.userId).where(sql`${t.status} = 'OPEN'`)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id').notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** TRAVELLER or AGENT. */
    sender: text('sender').notNull(),
    /** The agent who wrote it; kept from the traveller, who sees only that an agent answered. */
    agentId: integer('agent_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * Traffic-source ("drainage") records: visits carrying an impressions query, and orders they led to,
 * each with its campaign (the impressions value) and channel, so orders can be counted per campaign.
 */
export const drainage = pgTable(
  'drainage',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    /** The url's impressions query: the campaign that brought the traveller. */
    impressions: text('impressions').notNull(),
    /** H5 or APP, as the app that called says (its X-Endpoint header). */
    channel: text('channel').notNull(),
    orderNo: text('order_no'),
    createdAt: ts('created_at').notNull(),
  },
  // An order is counted for one campaign, once.
  (t) => [uniqueIndex('drainage_order_key').on(t.orderNo).where(sql`kind = 'order'`)],
);

/**
 * What the airline publishes (the content management service): one row per collection, document and
 * locale, shown only to its channel and only inside its publishing window.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    /** highlight, club, common, menu, popup, news, notice */
    collection: text('collection').notNull(),
    /** The same document in its other locales shares this. */
    documentId: text('document_id').notNull(),
    /** en, sc or tc */
    locale: text('locale').notNull(),
    /** H5 or pcWeb */
    channel: text('channel').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    /** Where a tap leads: { moduleName, trackerName, actionType, url, params }. */
    action: jsonb('action').$type<{ moduleName: string; trackerName: string; actionType: string; url: string; params: { pagePositionCode?: string; haveTabBar?: boolean; popupStyle?: string; appId?: string } }>(),
    /** Pop-ups: the page that shows it, its style, and whether the tab bar stays above it. */
    pagePositionCode: text('page_position_code'),
    popupStyle: text('popup_style'),
    haveTabBar: boolean('have_tab_bar').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time').notNull(),
  },
  (t) => [
    uniqueIndex('content_items_document_key').on(t.collection, t.documentId, t.locale, t.channel),
    index('content_items_window_idx').on(t.collection, t.locale, t.channel, t.startTime),
  ],
);

export const boardingPassTips = pgTable('boarding_pass_tips', {
  id: serial('id').primaryKey(),
  airportCode: text('airport_code'),
  text: jsonb('text').$type<{ en: string; sc: string; tc: string }>().notNull(),
  sort: integer('sort').notNull().default(0),
});

// Flights (issue: cash booking).

export interface SeatMapSeat {
  seatNo: string;
  column: string;
  /** extraLegroom and preferred seats cost extra; exit seats are extra-legroom seats in an exit row. */
  kind: 'standard' | 'preferred' | 'extraLegroom' | 'blocked';
}
export interface SeatMapRow {
  row: number;
  exit: boolean;
  seats: SeatMapSeat[];
}
export interface SeatMap {
  cabins: { cabin: 'C' | 'Y'; columns: string[]; rows: SeatMapRow[] }[];
}

export const aircraftTypes = pgTable('aircraft_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  seatMap: jsonb('seat_map').$type<SeatMap>().notNull(),
});

/** A flight number's pattern: it departs every day at the same local time. */
export const routeSchedules = pgTable('route_schedules', {
  flightNo: text('flight_no').primaryKey(),
  depAirport: text('dep_airport').notNull().references(() => airports.code),
  arrAirport: text('arr_airport').notNull().references(() => airports.code),
  depTime: text('dep_time').notNull(),
  durationMin: integer('duration_min').notNull(),
  aircraftCode: text('aircraft_code').notNull().references(() => aircraftTypes.code),
  distanceKm: integer('distance_km').notNull(),
});

export const flights = pgTable(
  'flights',
  {
    id: serial('id').primaryKey(),
    flightNo: text('flight_no').notNull().references(() => routeSchedules.flightNo),
    /** The local departure date at the departure airport. */
    depDate: date('dep_date', { mode: 'string' }).notNull(),
    depAirport: text('dep_airport').notNull(),
    arrAirport: text('arr_airport').notNull(),
    depAt: ts('dep_at').notNull(),
    arrAt: ts('arr_at').notNull(),
    durationMin: integer('duration_min').notNull(),
    aircraftCode: text('aircraft_code').notNull(),
    distanceKm: integer('distance_km').notNull(),
    /** Set when the airline cancels the flight: it is no longer sold, and its travellers are offered another. */
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('flights_no_date_key').on(t.flightNo, t.depDate),
    index('flights_route_date_idx').on(t.depAirport, t.arrAirport, t.depDate),
    index('flights_arrival_date_idx').on(t.arrAirport, t.depDate),
    index('flights_departure_date_idx').on(t.depAirport, t.depDate),
    index('flights_dep_at_idx').on(t.depAt),
  ],
);

/** Seats sold and held per flight and booking class (rbd); a row appears with the first hold. */
export const fareInventory = pgTable(
  'fare_inventory',
  {
    flightId: integer('flight_id').notNull().references(() => flights.id),
    rbd: text('rbd').notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [uniqueIndex('fare_inventory_key').on(t.flightId, t.rbd)],
);

/** A seat of a flight belongs to at most one passenger: held by an unpaid order, or sold. */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    flightId: integer('flight_id').notNull().references(() => flights.id),
    seatNo: text('seat_no').notNull(),
    orderId: integer('order_id').notNull(),
    passengerIndex: integer('passenger_index').notNull(),
    status: text('status').notNull(),
  },
  (t) => [uniqueIndex('seat_assignments_key').on(t.flightId, t.seatNo), index('seat_assignments_order_idx').on(t.orderId)],
);

/** One step of a booking: each step's snapshot gets its own processKey, valid 30 minutes. */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    processKey: text('process_key').primaryKey(),
    userId: integer('user_id'),
    step: text('step').notNull(),
    data: jsonb('data').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('booking_sessions_expires_idx').on(t.expiresAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    /** The processKey the order was confirmed from: confirming it twice gives the same order. */
    processKey: text('process_key').notNull().unique(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    fareAmount: numeric('fare_amount', { precision: 12, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull(),
    ancillaryAmount: numeric('ancillary_amount', { precision: 12, scale: 2 }).notNull(),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    paymentDeadline: ts('payment_deadline').notNull(),
    /** The booking reference, in `booking_references` once: the orders a date change makes carry their trip's. */
    pnr: text('pnr'),
    contact: jsonb('contact').notNull(),
    /** When the traveller agreed to the privacy policy for this booking; null for orders made without a passenger step (combo tickets, add-ons). */
    privacyConsentAt: ts('privacy_consent_at'),
    itinerary: jsonb('itinerary').notNull(),
    passengers: jsonb('passengers').notNull(),
    extras: jsonb('extras').notNull(),
    /** What the order holds: seats per flight and booking class, released on expiry. */
    holds: jsonb('holds').$type<{ flightId: number; rbd: string; count: number }[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
    closedAt: ts('closed_at'),
    /** A closed order its owner deleted: hidden from My Orders and its detail. */
    deletedAt: ts('deleted_at'),
    /** TICKET: a booking with tickets; EMD: add-ons bought later for the trip of `parentOrderId`. */
    kind: text('kind').notNull().default('TICKET'),
    /** The language (en, sc, tc) the traveller booked in: the order's notices are e-mailed in it. */
    language: text('language').notNull().default('en'),
    parentOrderId: integer('parent_order_id').references((): AnyPgColumn => orders.id),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_parent_idx').on(t.parentOrderId),
    index('orders_pnr_idx').on(t.pnr),
    index('orders_unpaid_deadline_idx').on(t.status, t.paymentDeadline),
    // A trip has at most one unpaid add-on order: it is paid or cancelled before the next.
    uniqueIndex('orders_one_unpaid_emd_key')
      .on(t.parentOrderId)
      .where(sql`kind = 'EMD' and status = 'UNPAID'`),
  ],
);

/** Each booking reference once, with the order it was first issued to; a date change's order carries it too (spec 4). */
export const bookingReferences = pgTable('booking_references', {
  pnr: text('pnr').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
});

export const tickets = pgTable(
  'tickets',
  {
    ticketNo: text('ticket_no').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    passengerIndex: integer('passenger_index').notNull(),
    segmentIndex: integer('segment_index').notNull(),
    /** The coupon's stored status (server/domain/coupons/coupons.ts moves it; FLOWN is read from the clock, not stored). */
    status: text('status').notNull().default('OPEN'),
    /** When the ticket's flight arrives (from its order's itinerary): the points job finds flown tickets by it. */
    arrAt: ts('arr_at'),
  },
  (t) => [
    uniqueIndex('tickets_order_key').on(t.orderId, t.passengerIndex, t.segmentIndex),
    index('tickets_open_arrival_idx').on(t.arrAt).where(sql`${t.status} in ('OPEN', 'CHECKED_IN')`),
  ],
);

/**
 * A notice to an order's traveller of something that happened to it (paid and ticketed, a check-in,
 * a refund, a change, a disruption), written in the transaction of the change and sent once, to the
 * message centre and by e-mail, by the `sendNotices` job.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    /** What the notice tells of: a second notice of the same thing finds this key taken and is not written. */
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('notices_unsent_idx').on(t.id).where(sql`sent_at is null`), index('notices_order_idx').on(t.orderId)],
);

/** Each move of a coupon's status and what caused it, in the transaction that moved it: the order's timeline reads them. */
export const couponEvents = pgTable(
  'coupon_events',
  {
    id: serial('id').primaryKey(),
    ticketNo: text('ticket_no')
      .notNull()
      .references(() => tickets.ticketNo),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    cause: text('cause').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('coupon_events_order_idx').on(t.orderId, t.at)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    provider: text('provider').notNull(),
    channel: text('channel').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Provider callbacks already taken, so a replayed one changes nothing. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  signature: text('signature').primaryKey(),
  paymentId: text('payment_id').notNull(),
  receivedAt: ts('received_at').notNull(),
});

export const frequentPassengers = pgTable(
  'frequent_passengers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    gender: text('gender').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    passengerType: text('passenger_type').notNull(),
    certType: text('cert_type').notNull(),
    certNo: text('cert_no').notNull(),
    certExpiry: date('cert_expiry', { mode: 'string' }),
    nationality: text('nationality').notNull(),
    issuedBy: text('issued_by'),
    ffpNo: text('ffp_no'),
    personally: boolean('personally').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('frequent_passengers_user_idx').on(t.userId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('contacts_user_idx').on(t.userId)],
);

/** Uploaded files, such as a student's proof of study. */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  purpose: text('purpose').notNull(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: text('data').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Anonymous transitions of the app's statecharts, for the flow atlas's funnel. */
export const flowTransitions = pgTable(
  'flow_transitions',
  {
    id: serial('id').primaryKey(),
    machine: text('machine').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    event: text('event').notNull(),
    visitId: text('visit_id').notNull(),
    locale: text('locale').notNull(),
    /** The device's time: orders one run's transitions. */
    at: ts('at').notNull(),
    /** The server's time: which day a transition counts for. */
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [index('flow_transitions_machine_day_idx').on(t.machine, t.recordedAt), index('flow_transitions_recorded_idx').on(t.recordedAt)],
);

// Refunds (issue 9).

/** A refund application of some passengers of an issued order; once submitted it cannot be withdrawn. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    /** NORMAL or SPECIAL (for example a cancelled flight). */
    refundType: text('refund_type').notNull(),
    reason: text('reason').notNull(),
    /** IN_PROGRESS, then COMPLETED once the money is back with the payer. */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    /** What the passengers paid for their tickets, what the fare rules keep, and what goes back. */
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull(),
    feeAmount: numeric('fee_amount', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
    /** A completed refund its user removed from their reschedule list: hidden there, kept for the order's history. */
    hiddenAt: ts('hidden_at'),
  },
  (t) => [index('refunds_user_idx').on(t.userId), index('refunds_progress_idx').on(t.status, t.createdAt)],
);

/** The passengers a refund covers: a passenger of an order is refunded at most once. */
export const refundPassengers = pgTable(
  'refund_passengers',
  {
    refundId: integer('refund_id').notNull().references(() => refunds.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    passengerIndex: integer('passenger_index').notNull(),
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull(),
    feeAmount: numeric('fee_amount', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('refund_passengers_key').on(t.orderId, t.passengerIndex), index('refund_passengers_refund_idx').on(t.refundId)],
);

/** Money a refund gave back through one of the payments that paid for its tickets: one row per refund and payment. */
export const refundPayments = pgTable(
  'refund_payments',
  {
    id: text('id').primaryKey(),
    refundId: integer('refund_id').notNull().references(() => refunds.id),
    paymentId: text('payment_id').notNull().references(() => payments.id),
    provider: text('provider').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('refund_payments_key').on(t.refundId, t.paymentId), index('refund_payments_payment_idx').on(t.paymentId)],
);

// Vouchers and the Flash Sale rebate (issue 9).

/** A cash voucher of a user: spent in part or whole on orders in its currency while valid. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    voucherNo: text('voucher_no').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    faceValue: numeric('face_value', { precision: 12, scale: 2 }).notNull(),
    balance: numeric('balance', { precision: 12, scale: 2 }).notNull(),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    /** Where it came from, such as FLASH_SALE_REBATE. */
    source: text('source').notNull(),
    /** ACTIVE while it has a balance, USED once spent. */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('vouchers_user_idx').on(t.userId)],
);

/** What a voucher paid of an order; released when the order expires or its payment fails. */
export const orderVouchers = pgTable(
  'order_vouchers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    voucherId: integer('voucher_id').notNull().references(() => vouchers.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    appliedAt: ts('applied_at').notNull(),
    releasedAt: ts('released_at'),
  },
  (t) => [index('order_vouchers_order_idx').on(t.orderId), index('order_vouchers_voucher_idx').on(t.voucherId)],
);

/**
 * What a completed refund gave back to a voucher that paid its order (one `order_vouchers` row), beside
 * `refund_payments` for cards: the sum over an `order_vouchers` row never passes what that voucher paid.
 */
export const refundVouchers = pgTable(
  'refund_vouchers',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id').notNull().references(() => refunds.id),
    orderVoucherId: integer('order_voucher_id').notNull().references(() => orderVouchers.id),
    voucherId: integer('voucher_id').notNull().references(() => vouchers.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('refund_vouchers_key').on(t.refundId, t.orderVoucherId),
    index('refund_vouchers_order_voucher_idx').on(t.orderVoucherId),
    index('refund_vouchers_voucher_idx').on(t.voucherId),
  ],
);

/** One row per Flash Sale ticket whose rebate was issued: the rebate is issued once per ticket. */
export const flashSaleRebates = pgTable('flash_sale_rebates', {
  ticketNo: text('ticket_no')
    .primaryKey()
    .references(() => tickets.ticketNo),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  issuedAt: ts('issued_at').notNull(),
});


// Date changes (issue 9).

/** What moving an add-on to the new order or cancelling it records: the add-on as the order kept it, with its fate. */
export interface ChangedAddOn {
  kind: 'LUGGAGE' | 'MEAL' | 'SEAT' | 'INSURANCE';
  segmentIndex: number | null;
  passengerIndex: number | null;
  item: string;
  amount: number;
  fate: 'MOVED' | 'CANCELLED';
}

/**
 * A date change of some passengers of an issued order: the new order holds them on the new flights.
 * UNPAID while the new order waits for payment (their old tickets CHANGING), COMPLETED once it is
 * issued, CANCELLED when it closes unpaid.
 */
export const changes = pgTable(
  'changes',
  {
    id: serial('id').primaryKey(),
    changeNo: text('change_no').notNull().unique(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    newOrderId: integer('new_order_id').notNull().unique().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    /** The legs of the old order that got new flights. */
    legIndexes: jsonb('leg_indexes').$type<number[]>().notNull(),
    fareDifference: numeric('fare_difference', { precision: 12, scale: 2 }).notNull(),
    taxDifference: numeric('tax_difference', { precision: 12, scale: 2 }).notNull(),
    changeFee: numeric('change_fee', { precision: 12, scale: 2 }).notNull(),
    seatAmount: numeric('seat_amount', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** The changing passengers' add-ons and what the change does to each, in the old order's places. */
    addOns: jsonb('add_ons').$type<ChangedAddOn[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
    /** A finished (completed or cancelled) change its user removed from their reschedule list: hidden there, kept for the order's history. */
    hiddenAt: ts('hidden_at'),
  },
  (t) => [index('changes_user_idx').on(t.userId), index('changes_order_idx').on(t.orderId)],
);

/** The passengers a change moves: their place in the old order and in the new one. */
export const changePassengers = pgTable(
  'change_passengers',
  {
    changeId: integer('change_id').notNull().references(() => changes.id),
    passengerIndex: integer('passenger_index').notNull(),
    newPassengerIndex: integer('new_passenger_index').notNull(),
  },
  (t) => [uniqueIndex('change_passengers_key').on(t.changeId, t.passengerIndex)],
);

/** A guest's access to the one order they booked or found again, by the hash of its token; it ends when a user claims the order. */
export const guestTokens = pgTable(
  'guest_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('guest_tokens_order_idx').on(t.orderId)],
);

// Day of travel (issue: trips, check-in, schedule change, flight status).

/**
 * What operations say of a flight on the day, beside its schedule: a delay as estimated times, and
 * where it leaves and arrives. A flight without a row runs to schedule.
 */
export const flightStatus = pgTable('flight_status', {
  flightId: integer('flight_id')
    .primaryKey()
    .references(() => flights.id),
  estDepAt: ts('est_dep_at'),
  estArrAt: ts('est_arr_at'),
  depTerminal: text('dep_terminal'),
  arrTerminal: text('arr_terminal'),
  gate: text('gate'),
  carousel: text('carousel'),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * One passenger's check-in on one flight, by the ticket of that segment. IN_PROGRESS once started,
 * COMPLETED when checked in (a boarding pass can be issued), CANCELLED when the traveller cancels it,
 * FAILED when the passenger must go to the counter. A ticket has at most one IN_PROGRESS or
 * COMPLETED check-in; the seat it holds is its seat_assignments row.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    ticketNo: text('ticket_no')
      .notNull()
      .references(() => tickets.ticketNo),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    /** The account that checked in, or null when found by ticket number and name without logging in. */
    userId: integer('user_id').references(() => users.id),
    status: text('status').notNull(),
    seatNo: text('seat_no'),
    /** The boarding sequence number, given in the order passengers check in on the flight. */
    sequenceNo: integer('sequence_no'),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('check_ins_active_key')
      .on(t.ticketNo)
      .where(sql`status in ('IN_PROGRESS', 'COMPLETED')`),
    uniqueIndex('check_ins_sequence_key')
      .on(t.flightId, t.sequenceNo)
      .where(sql`sequence_no is not null`),
    index('check_ins_user_idx').on(t.userId),
  ],
);

/**
 * A booking of someone else that a user added to their trips by one of its ticket numbers and that
 * passenger's name (a colleague booked it). The user sees that passenger's trip, not the whole order.
 */
export const tripLinks = pgTable(
  'trip_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    passengerIndex: integer('passenger_index').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('trip_links_user_order_key').on(t.userId, t.orderId)],
);

/**
 * A fellow passenger on one of the user's trips: someone on another booking of the same flights,
 * added by their ticket number and name, shown beside the trip to the user who added them only.
 */
export const tripCompanions = pgTable(
  'trip_companions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The trip (order) the companion travels with. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ticketNo: text('ticket_no')
      .notNull()
      .references(() => tickets.ticketNo),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('trip_companions_key').on(t.userId, t.orderId, t.ticketNo)],
);

/**
 * A user following a flight's status. `seen*` is what the user was last told of the flight (when they
 * followed it, or by the latest notice): the flightNotices job compares the flight against it and
 * writes a message for each change.
 */
export const flightFollows = pgTable(
  'flight_follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    createdAt: ts('created_at').notNull(),
    seenDepAt: ts('seen_dep_at').notNull(),
    seenGate: text('seen_gate').notNull(),
    seenCancelled: boolean('seen_cancelled').notNull(),
  },
  (t) => [uniqueIndex('flight_follows_key').on(t.userId, t.flightId), index('flight_follows_flight_idx').on(t.flightId)],
);

/** Property found at an airport or on board, as the lost-property desk lists it. */
export const lostItems = pgTable(
  'lost_items',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    /** The local date it was found. */
    foundDate: date('found_date', { mode: 'string' }).notNull(),
    /** An airport code, or the flight number it was found on. */
    foundAt: text('found_at').notNull(),
    description: jsonb('description').$type<{ en: string; sc: string; tc: string }>().notNull(),
  },
  (t) => [index('lost_items_category_date_idx').on(t.category, t.foundDate)],
);

/**
 * The airline changed or cancelled a flight a booking holds (spec section 3, "Schedule-change
 * handling"): one row per affected order and segment. PENDING until the traveller accepts the new
 * times (ACCEPTED) or moves to another flight (REBOOKED); a later change of the same flight updates
 * the pending row. `addOns` records what the rebooking did to the passengers' add-ons.
 */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    segmentIndex: integer('segment_index').notNull(),
    /** RETIMED or CANCELLED. */
    kind: text('kind').notNull(),
    oldDepAt: ts('old_dep_at').notNull(),
    oldArrAt: ts('old_arr_at').notNull(),
    status: text('status').notNull().default('PENDING'),
    newFlightId: integer('new_flight_id').references(() => flights.id),
    addOns: jsonb('add_ons').$type<ChangedAddOn[]>(),
    createdAt: ts('created_at').notNull(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('schedule_changes_pending_key')
      .on(t.orderId, t.segmentIndex)
      .where(sql`status = 'PENDING'`),
    index('schedule_changes_user_idx').on(t.userId),
  ],
);

/**
 * Points are a ledger, never a counter: every earn, spend, refund, expiry and adjustment is a row
 * and a member's balance is the sum of their rows less what unpaid award orders hold
 * (`points_holds`). (kind, source, source_ref) is unique, so one event moves points exactly once.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => clubMembers.id),
    /** Signed: credits are positive, debits negative. */
    points: integer('points').notNull(),
    /** EARN (a flown ticket), CLAIM (missing points credited), SPEND (an award order paid), REFUND (an award order refunded), EXPIRE, ADJUST. */
    kind: text('kind').notNull(),
    /** What the row comes from: TICKET, ORDER, CLAIM, EXPIRY or OPENING. */
    source: text('source').notNull(),
    /** The ticket number, order number, claim id or expired row id. */
    sourceRef: text('source_ref').notNull(),
    /** Points that count toward tier status (earned by flying); 0 for spends and adjustments. */
    tierPoints: integer('tier_points').notNull().default(0),
    flightNo: text('flight_no'),
    flightDate: date('flight_date', { mode: 'string' }),
    /** When a credit's points expire if not spent; null for debits. */
    expiresOn: date('expires_on', { mode: 'string' }),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [
    uniqueIndex('points_ledger_event_key').on(t.kind, t.source, t.sourceRef),
    index('points_ledger_member_idx').on(t.memberId, t.occurredAt),
    index('points_ledger_expires_idx').on(t.expiresOn).where(sql`${t.expiresOn} IS NOT NULL`),
  ],
);

/** Points an award order holds from its confirmation: SPENT when it is paid, RELEASED when it expires or is cancelled. */
export const pointsHolds = pgTable(
  'points_holds',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    memberId: integer('member_id').notNull().references(() => clubMembers.id),
    points: integer('points').notNull(),
    /** HELD, SPENT or RELEASED. */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [index('points_holds_member_idx').on(t.memberId, t.status)],
);

/** Who may fly on the member's award tickets (spec section 6); an addition or change takes effect after 30 days. */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => clubMembers.id),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    chineseLastName: text('chinese_last_name'),
    chineseFirstName: text('chinese_first_name'),
    relationship: text('relationship').notNull(),
    idType: text('id_type').notNull(),
    idNo: text('id_no').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender'),
    nationality: text('nationality'),
    idExpiry: date('id_expiry', { mode: 'string' }),
    /** The moment the beneficiary may fly: 30 days after the addition or the last change. */
    effectiveAt: ts('effective_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('beneficiaries_member_idx').on(t.memberId)],
);

// Beneficiaries and club passwords (issue 11).

/**
 * Every addition or change of a beneficiary, kept when the beneficiary is deleted: the member's
 * first 10 additions are `initial`; the rest count against the 6 allowed in a membership year.
 */
export const beneficiaryChanges = pgTable(
  'beneficiary_changes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => clubMembers.id),
    beneficiaryId: integer('beneficiary_id').notNull(),
    /** ADD or CHANGE. */
    kind: text('kind').notNull(),
    initial: boolean('initial').notNull(),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [index('beneficiary_changes_member_idx').on(t.memberId, t.occurredAt)],
);
// Club membership (sign-up): card numbers 88001xxxxx come from a sequence, so sign-ups at the same time never share one.
export const clubCardNoSeq = pgSequence('club_card_no_seq', { startWith: 8800110001, minValue: 8800110001, maxValue: 8800199999 });

// Redeem (time) cards (spec sections 3, 4 and 9).

/** The passenger a redeem card is activated for or a Travel Pass is bound to, frozen from then on. */
export interface BoundPassengerRow {
  lastName: string;
  firstName: string;
  gender: 'M' | 'F';
  birthday: string;
  certType: string;
  certNo: string;
  certExpiry: string;
  nationality: string;
}

/**
 * A card issued with a redeem code: in the pool without an owner until someone redeems the code;
 * its route holds both ways. `usesTaken` counts the uses unpaid orders hold and the uses ticketed,
 * so a conditional update of it lets one booking only take a card's last use.
 */
export const redeemCards = pgTable(
  'redeem_cards',
  {
    id: serial('id').primaryKey(),
    cardNo: text('card_no').notNull().unique(),
    redeemCode: text('redeem_code').notNull().unique(),
    /** ONE, MULTI or UNLIMITED. */
    type: text('type').notNull(),
    /** ECO or BIZ. */
    cabin: text('cabin').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    /** Null for an unlimited card. */
    usesAllowed: integer('uses_allowed'),
    usesTaken: integer('uses_taken').notNull().default(0),
    /** UNACTIVATED, USABLE, PARTIALLY, USED or EXPIRED. */
    status: text('status').notNull().default('UNACTIVATED'),
    ownerId: integer('owner_id').references(() => users.id),
    issuedAt: ts('issued_at').notNull(),
    redeemedAt: ts('redeemed_at'),
    activationDeadline: ts('activation_deadline'),
    activatedAt: ts('activated_at'),
    travelFrom: date('travel_from', { mode: 'string' }).notNull(),
    travelTo: date('travel_to', { mode: 'string' }).notNull(),
    usageDeadline: ts('usage_deadline').notNull(),
    passenger: jsonb('passenger').$type<BoundPassengerRow>(),
  },
  (t) => [index('redeem_cards_owner_idx').on(t.ownerId, t.status)],
);

/** A flight booked with a card: HELD by its unpaid order, USED once ticketed, RELEASED when the order closed unpaid. */
export const redeemCardUses = pgTable(
  'redeem_card_uses',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => redeemCards.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    flightId: integer('flight_id').notNull(),
    ticketNo: text('ticket_no'),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [index('redeem_card_uses_card_idx').on(t.cardId)],
);

// Points earning and missing-points claims (issue 11).

/** What a cash fare brand earns per flown kilometre, in percent: points to spend, and tier points toward status. */
export const pointsEarningRates = pgTable('points_earning_rates', {
  brand: text('brand').primaryKey(),
  cabin: text('cabin').notNull(),
  /** Points earned: this percent of the flown distance in km. */
  percent: integer('percent').notNull(),
  /** Tier points earned: this percent of the flown distance in km. */
  tierPercent: integer('tier_percent').notNull(),
});

/** A member's claim for the points of a flight that earned none (spec section 5: 3 to 180 days after the flight). */
export const pointsClaims = pgTable(
  'points_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => clubMembers.id),
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    /** One claim per ticket, whoever makes it. */
    ticketNo: text('ticket_no').notNull().unique(),
    cabin: text('cabin').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    /** SUBMITTED, then CREDITED (or REJECTED). */
    status: text('status').notNull(),
    points: integer('points').notNull(),
    tierPoints: integer('tier_points').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The day within 4 to 6 weeks of the claim when its points are credited. */
    creditDueAt: ts('credit_due_at').notNull(),
    creditedAt: ts('credited_at'),
  },
  (t) => [index('points_claims_member_idx').on(t.memberId, t.createdAt), index('points_claims_due_idx').on(t.status, t.creditDueAt)],
);

// VIP lounge and meet-and-greet (issue 12).

type Localized = { en: string; sc: string; tc: string };

/** A lounge voucher or meet-and-greet product at an airport; prices are kept in HKD and converted like fares. */
export const vipProducts = pgTable('vip_products', {
  id: serial('id').primaryKey(),
  productCode: text('product_code').notNull().unique(),
  /** VIP_ROOM, VIP_ROOM_EMPLOYEE (staff only) or MEET_GREET. */
  productType: text('product_type').notNull(),
  airportCode: text('airport_code')
    .notNull()
    .references(() => airports.code),
  name: jsonb('name').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  priceHkd: numeric('price_hkd', { precision: 12, scale: 2 }).notNull(),
  /** The price before the discount, for the discounted product. */
  originalPriceHkd: numeric('original_price_hkd', { precision: 12, scale: 2 }),
  operateTime: text('operate_time').notNull(),
  /** Null for meet-and-greet, which runs by slots. */
  lastAdmission: text('last_admission'),
  closedTime: text('closed_time'),
  /** Vouchers on sale for each day. */
  dailyInventory: integer('daily_inventory').notNull(),
  limitBuy: integer('limit_buy').notNull(),
  /** The discounted product's vouchers may be transferred. */
  transferable: boolean('transferable').notNull().default(false),
});

/** A product's stock of one day (at the airport), made when first asked for; `sold` counts what unpaid orders hold too. */
export const vipInventory = pgTable(
  'vip_inventory',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => vipProducts.id),
    useDate: date('use_date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [uniqueIndex('vip_inventory_day_key').on(t.productId, t.useDate), check('vip_inventory_sold_within_total', sql`${t.sold} >= 0 and ${t.sold} <= ${t.total}`)],
);

/** What a VIP order (an order of kind VIP) is for: its product's day, how many vouchers, and a meet-and-greet's flight. */
export const vipOrders = pgTable('vip_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  productId: integer('product_id')
    .notNull()
    .references(() => vipProducts.id),
  useDate: date('use_date', { mode: 'string' }).notNull(),
  quantity: integer('quantity').notNull(),
  meetGreet: jsonb('meet_greet').$type<{ flightNo: string; departureTime: string; slot: string }>(),
});

/** A voucher issued on payment, one per named user: VALID, then USED or EXPIRED. */
export const vipVouchers = pgTable(
  'vip_vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The user's place on the order: one voucher each, issued once. */
    userIndex: integer('user_index').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    status: text('status').notNull().default('VALID'),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    changesUsed: integer('changes_used').notNull().default(0),
    transfersUsed: integer('transfers_used').notNull().default(0),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('vip_vouchers_user_key').on(t.orderId, t.userIndex), index('vip_vouchers_expiry_idx').on(t.status, t.validUntil)],
);

// Travel Pass (equity products, issue 12).

type LocalisedText = { en: string; sc: string; tc: string };

/**
 * A Travel Pass package on sale: a number of flight tickets on its eligible routes (either way)
 * within its travel dates, except its blackout dates, valid so many days from purchase; sold to
 * adults only. `sold` counts the passes unpaid orders hold and the passes paid, so a conditional
 * update of it never sells more than `stock`.
 */
export const travelPassPackages = pgTable('travel_pass_packages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** GREATER_CHINA, NORTH_ASIA or SOUTHEAST_ASIA. */
  area: text('area').notNull(),
  /** The origin-destination the package is listed under. */
  origin: text('origin').notNull(),
  destination: text('destination').notNull(),
  name: jsonb('name').$type<LocalisedText>().notNull(),
  summary: jsonb('summary').$type<LocalisedText>().notNull(),
  /** The equity rules shown on the rules page. */
  rules: jsonb('rules').$type<LocalisedText>().notNull(),
  routes: jsonb('routes').$type<{ org: string; dst: string }[]>().notNull(),
  tickets: integer('tickets').notNull(),
  /** ECO or BIZ. */
  cabin: text('cabin').notNull(),
  validityDays: integer('validity_days').notNull(),
  travelFrom: date('travel_from', { mode: 'string' }).notNull(),
  travelTo: date('travel_to', { mode: 'string' }).notNull(),
  blackoutDates: jsonb('blackout_dates').$type<string[]>().notNull(),
  coolingOffDays: integer('cooling_off_days').notNull(),
  currency: text('currency').notNull(),
  adultPrice: numeric('adult_price', { precision: 12, scale: 2 }).notNull(),
  /** Most passes one order may buy. */
  limitBuy: integer('limit_buy').notNull(),
  stock: integer('stock').notNull(),
  sold: integer('sold').notNull().default(0),
  saleStartsAt: ts('sale_starts_at').notNull(),
  saleEndsAt: ts('sale_ends_at').notNull(),
});

/** The passes a paid order bought, one a passenger: bound to an adult once, then its tickets book flights. */
export const travelPasses = pgTable(
  'travel_passes',
  {
    id: serial('id').primaryKey(),
    passNo: text('pass_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPassPackages.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** Tickets booked by unpaid orders or flown; a conditional update of it lets one booking take the last. */
    ticketsTaken: integer('tickets_taken').notNull().default(0),
    validUntil: ts('valid_until').notNull(),
    passenger: jsonb('passenger').$type<BoundPassengerRow>(),
    boundAt: ts('bound_at'),
  },
  (t) => [index('travel_passes_order_idx').on(t.orderId), index('travel_passes_owner_idx').on(t.ownerId)],
);

/** A flight booked with a pass: HELD by its unpaid order, USED once ticketed, RELEASED when that order closed unpaid, REFUNDED with its ticket. */
export const travelPassUses = pgTable(
  'travel_pass_uses',
  {
    id: serial('id').primaryKey(),
    passId: integer('pass_id')
      .notNull()
      .references(() => travelPasses.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [index('travel_pass_uses_pass_idx').on(t.passId)],
);

/** A user asked to hear when a coming-soon package goes on sale; `sentAt` once the message went. */
export const travelPassReminders = pgTable(
  'travel_pass_reminders',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPassPackages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [uniqueIndex('travel_pass_reminders_key').on(t.packageId, t.userId), index('travel_pass_reminders_due_idx').on(t.sentAt)],
);
