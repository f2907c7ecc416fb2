import type { FastifyInstance } from 'fastify';
import { memberTiers } from '../../services/schemas/member';
import {
  addContactRequestSchema,
  addPassengerRequestSchema,
  deleteRequestSchema,
  passengerTypes,
  saveContactRequestSchema,
  savePassengerRequestSchema,
} from '../../services/schemas/passenger';
import { certTypes, relationships } from '../../services/schemas/documents';
import { pageRequestSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { addContact, contactPage, defaultContact, removeContact, saveContact } from '../domain/contacts';
import { addPassenger, passengerPage, removePassenger, savePassenger } from '../domain/frequent-passengers';
import { route, userIdOf } from '../http/route';
import { translate } from '../i18n';

const ORDER = '/dsb-order/api/v1/order';
const MY = `${ORDER}/my`;

/** Option lists: codes, with names read from the locales under `key`. */
const optionLists: [url: string, key: string, codes: readonly string[]][] = [
  [`${ORDER}/option/passenger`, 'options.passengerType', passengerTypes],
  [`${ORDER}/option/ffp/relationship`, 'options.relationship', relationships],
  [`${ORDER}/option/ffp/card/type`, 'tier', memberTiers],
  [`${ORDER}/option/cert`, 'options.cert', certTypes],
  [`${ORDER}/option/order/status`, 'options.orderStatus', ['UNPAID', 'ISSUED', 'BOOKED', 'EXPIRED', 'CANCELLED', 'REFUNDED', 'CHANGED']],
  [`${ORDER}/option/flight/schedule/status`, 'options.flightStatus', ['SCHEDULED', 'DELAYED', 'DEPARTED', 'ARRIVED', 'CANCELLED']],
  ['/dsb-order/api/v1/product/item/status/list', 'options.itemStatus', ['WAIT', 'PAID', 'CANCELLED', 'REFUNDED']],
];

export function registerDsbOrderMyRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  for (const [url, key, list] of optionLists) {
    route(app, { method: 'GET', url }, ({ locale }) => list.map((code) => ({ code, name: translate(locale, `${key}.${code}`) })));
  }

  route(app, { method: 'POST', url: `${MY}/psng/list`, access: 'user', body: pageRequestSchema }, ({ caller, body }) => passengerPage(store, userIdOf(caller), body, clock.now()));

  route(app, { method: 'POST', url: `${MY}/psng/add`, access: 'user', body: addPassengerRequestSchema }, ({ caller, body }) =>
    addPassenger(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${MY}/psng/save`, access: 'user', body: savePassengerRequestSchema }, ({ caller, body }) =>
    savePassenger(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${MY}/psng/del`, access: 'user', body: deleteRequestSchema }, async ({ caller, body }) => {
    await removePassenger(store, userIdOf(caller), body.id);
    return null;
  });

  route(app, { method: 'POST', url: `${MY}/contact/list`, access: 'user', body: pageRequestSchema }, ({ caller, body }) => contactPage(store, userIdOf(caller), body));

  route(app, { method: 'GET', url: `${MY}/contact/default`, access: 'user' }, ({ caller }) => defaultContact(store, userIdOf(caller)));

  route(app, { method: 'POST', url: `${MY}/contact/add`, access: 'user', body: addContactRequestSchema }, ({ caller, body }) =>
    addContact(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${MY}/contact/save`, access: 'user', body: saveContactRequestSchema }, ({ caller, body }) => saveContact(store, userIdOf(caller), body));

  route(app, { method: 'POST', url: `${MY}/contact/del`, access: 'user', body: deleteRequestSchema }, async ({ caller, body }) => {
    await removeContact(store, userIdOf(caller), body.id);
    return null;
  });
}
