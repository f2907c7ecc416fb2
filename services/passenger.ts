import * as z from 'zod/mini';
import {
  contactPageSchema,
  contactSchema,
  optionListSchema,
  passengerPageSchema,
  passengerSchema,
  type AddContactRequest,
  type AddPassengerRequest,
  type SaveContactRequest,
  type SavePassengerRequest,
} from './schemas/passenger';
import { request } from './http';

/** Frequent passengers, contacts and option lists (spec section 7, "Contacts, passengers and options"). */
const ORDER = '/dsb-order/api/v1/order';
const MY = `${ORDER}/my`;

/** pageSize 1000 loads every passenger (spec section 9). */
export const listPassengers = (pageNum = 1, pageSize = 10, signal?: AbortSignal) =>
  request(`${MY}/psng/list`, { schema: passengerPageSchema, json: { pageNum, pageSize }, signal });
export const addPassenger = (body: AddPassengerRequest, signal?: AbortSignal) =>
  request(`${MY}/psng/add`, { schema: passengerSchema, json: body, signal });
/** Send certNo as the certNoMasked received to keep the stored number, or a full new number to replace it. */
export const savePassenger = (body: SavePassengerRequest, signal?: AbortSignal) =>
  request(`${MY}/psng/save`, { schema: passengerSchema, json: body, signal });
export const deletePassenger = (id: number, signal?: AbortSignal) => request(`${MY}/psng/del`, { schema: z.null(), json: { id }, signal });

export const listContacts = (pageNum = 1, pageSize = 10, signal?: AbortSignal) =>
  request(`${MY}/contact/list`, { schema: contactPageSchema, json: { pageNum, pageSize }, signal });
export const addContact = (body: AddContactRequest, signal?: AbortSignal) =>
  request(`${MY}/contact/add`, { schema: contactSchema, json: body, signal });
export const saveContact = (body: SaveContactRequest, signal?: AbortSignal) =>
  request(`${MY}/contact/save`, { schema: contactSchema, json: body, signal });
export const deleteContact = (id: number, signal?: AbortSignal) => request(`${MY}/contact/del`, { schema: z.null(), json: { id }, signal });
/** null when the user has no contact. */
export const getDefaultContact = (signal?: AbortSignal) =>
  request(`${MY}/contact/default`, { schema: z.nullable(contactSchema), method: 'GET', signal });

const optionPaths = {
  passengerType: `${ORDER}/option/passenger`,
  relationship: `${ORDER}/option/ffp/relationship`,
  cardType: `${ORDER}/option/ffp/card/type`,
  cert: `${ORDER}/option/cert`,
  orderStatus: `${ORDER}/option/order/status`,
  flightStatus: `${ORDER}/option/flight/schedule/status`,
  itemStatus: '/dsb-order/api/v1/product/item/status/list',
} as const;
export type OptionKind = keyof typeof optionPaths;

/** An option list named in the current language. */
export const getOptions = (kind: OptionKind, signal?: AbortSignal) =>
  request(optionPaths[kind], { schema: optionListSchema, method: 'GET', signal });
