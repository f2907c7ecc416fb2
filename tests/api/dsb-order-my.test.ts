import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, frequentPassengers } from '../../server/db/schema';
import { contactPageSchema, contactSchema, latestToday, optionListSchema, passengerPageSchema, passengerSchema } from '../../services/schemas/passenger';
import { translate } from '../../server/i18n';
import { describeEachDatabase, type TestServer } from './harness';
import { DAY, MEMBERS, OK, parseExact, registerUser, smsCode, type RegisteredUser } from './helpers';

const ORDER = '/dsb-order/api/v1/order';
const MY = `${ORDER}/my`;

/** The message of a locale key, as the server sends it. */
function t(key: string, locale = 'en-US'): string {
  const text = translate(locale, key);
  if (text === key) throw new Error(`no locale text for ${key}`);
  return text;
}
const msg = {
  nameLetters: t('validation.nameLetters'),
  phone: t('validation.phoneFormat'),
  email: t('validation.emailFormat'),
  certNo: t('validation.certNo'),
  passengerNotFound: t('errors.passengerNotFound'),
  contactNotFound: t('errors.contactNotFound'),
};

let certSequence = 0;
/** A passport number no other passenger in this file has. */
const freshCertNo = () => `E${10_000_000 + ++certSequence}`;

const adult = (fields: Record<string, unknown> = {}) => ({
  lastName: 'Chan',
  firstName: 'Tai Man',
  gender: 'M',
  birthday: '1990-05-01',
  certType: 'PASSPORT',
  certNo: freshCertNo(),
  nationality: 'HK',
  ...fields,
});
const contact = (fields: Record<string, unknown> = {}) => ({ name: 'Ada Lee', areaCode: '852', phone: '91234567', email: 'ada@example.com', ...fields });

const post = (s: TestServer, user: RegisteredUser, path: string, json: unknown, locale?: string) =>
  s.call('POST', `${MY}/${path}`, { token: user.token, json, locale });

async function ok(res: Promise<{ code: string; msg: string; data: any }>) {
  const { code, msg: message, data } = await res;
  expect(code, message).toBe(OK);
  return data;
}

/** The response body exactly as sent, to prove a value is nowhere in it. */
async function rawBody(s: TestServer, user: RegisteredUser, method: 'GET' | 'POST', path: string, json?: unknown): Promise<string> {
  const res = await s.app.inject({
    method,
    url: `${MY}/${path}`,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    payload: json === undefined ? undefined : JSON.stringify(json),
  });
  return res.body;
}

const todayOf = (s: TestServer) => latestToday(s.clock.now());
function shiftDate(date: string, years: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
}

const passengersOf = (s: TestServer, userId: number) => s.database.db.select().from(frequentPassengers).where(eq(frequentPassengers.userId, userId));
const contactsOf = (s: TestServer, userId: number) => s.database.db.select().from(contacts).where(eq(contacts.userId, userId));
const defaultsOf = async (s: TestServer, userId: number) => (await contactsOf(s, userId)).filter((c) => c.isDefault).map((c) => c.id);

describeEachDatabase('dsb-order my passengers and contacts', (server) => {
  describe('option lists', () => {
    const lists: [string, string[], Record<string, string>][] = [
      [`${ORDER}/option/passenger`, ['ADT', 'CNN', 'INF'], { 'en-US': 'Adult', 'zh-CN': '成人', 'zh-HK': '成人' }],
      [`${ORDER}/option/ffp/relationship`, ['SPOUSE', 'PARENT', 'CHILD', 'SIBLING', 'RELATIVE', 'FRIEND', 'OTHER'], { 'en-US': 'Spouse', 'zh-CN': '配偶', 'zh-HK': '配偶' }],
      [`${ORDER}/option/ffp/card/type`, ['STANDARD', 'SELECT', 'SILVER', 'GOLDEN', 'PLATINUM'], { 'en-US': 'Standard', 'zh-CN': '标准卡', 'zh-HK': '標準卡' }],
      [
        `${ORDER}/option/cert`,
        ['PASSPORT', 'ID_CARD', 'HK_ID', 'HOME_RETURN_PERMIT', 'TAIWAN_PERMIT', 'OTHER'],
        { 'en-US': 'Passport', 'zh-CN': '护照', 'zh-HK': '護照' },
      ],
      [
        `${ORDER}/option/order/status`,
        ['UNPAID', 'ISSUED', 'BOOKED', 'EXPIRED', 'CANCELLED', 'REFUNDED', 'CHANGED'],
        { 'en-US': 'Awaiting payment', 'zh-CN': '待支付', 'zh-HK': '待付款' },
      ],
      [
        `${ORDER}/option/flight/schedule/status`,
        ['SCHEDULED', 'DELAYED', 'DEPARTED', 'ARRIVED', 'CANCELLED'],
        { 'en-US': 'Scheduled', 'zh-CN': '计划', 'zh-HK': '預定' },
      ],
      ['/dsb-order/api/v1/product/item/status/list', ['WAIT', 'PAID', 'CANCELLED', 'REFUNDED'], { 'en-US': 'Awaiting payment', 'zh-CN': '待支付', 'zh-HK': '待付款' }],
    ];

    it.each(lists)('GET %s lists its codes, named in the caller language, to anyone', async (url, expectedCodes, firstName) => {
      const s = server();
      for (const locale of ['en-US', 'zh-CN', 'zh-HK', 'en-CA']) {
        const res = await s.call('GET', url, { locale });
        expect(res.code, res.msg).toBe(OK);
        const options = optionListSchema.parse(res.data);
        expect(options.map((o) => o.code)).toEqual(expectedCodes);
        expect(options[0]!.name).toBe(firstName[locale === 'en-CA' ? 'en-US' : locale]);
        // A missing locale key would come back as the key itself.
        for (const option of options) expect(option.name).not.toMatch(/^(options|tier)\./);
      }
    });
  });

  describe('access', () => {
    it('answers U00003 to an anonymous caller on every passenger and contact call', async () => {
      const s = server();
      for (const path of ['psng/list', 'psng/add', 'psng/save', 'psng/del', 'contact/list', 'contact/add', 'contact/save', 'contact/del']) {
        expect((await s.call('POST', `${MY}/${path}`, { json: {} })).code, path).toBe('U00003');
      }
      expect((await s.call('GET', `${MY}/contact/default`)).code).toBe('U00003');
    });
  });

  describe('POST /my/psng/add and /my/psng/list', () => {
    it('adds a passenger with upper-cased names and answers only the masked document number', async () => {
      const s = server();
      const user = await registerUser(s);
      const body = adult({ lastName: ' chan ', firstName: ' tai   man ', certNo: ' e1234 5678 ', certExpiry: '2031-02-28', issuedBy: 'hk', ffpNo: '8800100001' });
      const raw = await rawBody(s, user, 'POST', 'psng/add', body);
      expect(raw).not.toContain('E12345678');
      expect(raw).not.toContain('"certNo"');
      const added = parseExact(passengerSchema, JSON.parse(raw).data);
      expect(added).toMatchObject({
        lastName: 'CHAN',
        firstName: 'TAI MAN',
        gender: 'M',
        birthday: '1990-05-01',
        passengerType: 'ADT',
        certType: 'PASSPORT',
        certNoMasked: '*****5678',
        certExpiry: '2031-02-28',
        nationality: 'HK',
        issuedBy: 'HK',
        ffpNo: '8800100001',
        personally: false,
      });
      const [row] = await passengersOf(s, user.id);
      expect(row).toMatchObject({ certNo: 'E12345678', passengerType: 'ADT' });

      const listRaw = await rawBody(s, user, 'POST', 'psng/list', {});
      expect(listRaw).not.toContain('E12345678');
      const page = parseExact(passengerPageSchema, JSON.parse(listRaw).data);
      expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
      expect(page.records).toEqual([added]);
    });

    it('takes blank optional fields as not given', async () => {
      const s = server();
      const user = await registerUser(s);
      const added = await ok(post(s, user, 'psng/add', adult({ certExpiry: '', issuedBy: ' ', ffpNo: null })));
      expect(added).toMatchObject({ certExpiry: null, issuedBy: null, ffpNo: null });
    });

    it('works out the passenger type from the birthday, and again as time passes', async () => {
      const s = server();
      const user = await registerUser(s);
      const today = todayOf(s);
      const cases: [string, string][] = [
        [shiftDate(today, -12), 'ADT'],
        [shiftDate(today, -12, 1), 'CNN'],
        [shiftDate(today, -2), 'CNN'],
        [shiftDate(today, -2, 1), 'INF'],
        [today, 'INF'],
      ];
      for (const [birthday, type] of cases) {
        // A type the client sends is ignored.
        const added = await ok(post(s, user, 'psng/add', adult({ birthday, passengerType: 'ADT' })));
        expect(added.passengerType, birthday).toBe(type);
      }
      s.clock.advance(DAY);
      const page = await ok(post(s, user, 'psng/list', { pageSize: 1000 }));
      const typeOf = (birthday: string) => page.records.find((p: { birthday: string }) => p.birthday === birthday).passengerType;
      expect(typeOf(shiftDate(today, -12, 1))).toBe('ADT');
      expect(typeOf(shiftDate(today, -2, 1))).toBe('CNN');
      expect(typeOf(today)).toBe('INF');
    });

    it('refuses bad input with a clear message and saves nothing', async () => {
      const s = server();
      const user = await registerUser(s);
      const tomorrow = shiftDate(todayOf(s), 0, 1);
      const cases: [Record<string, unknown>, string][] = [
        [{ lastName: 'Chan3' }, msg.nameLetters],
        [{ firstName: 'Tai-Man' }, msg.nameLetters],
        [{ lastName: "O'Neil" }, msg.nameLetters],
        [{ firstName: 'Tai.Man' }, msg.nameLetters],
        [{ lastName: '陈' }, msg.nameLetters],
        [{ lastName: 'Müller' }, msg.nameLetters],
        [{ lastName: '  ' }, t('validation.required')],
        [{ firstName: 'A'.repeat(41) }, t('validation.nameLength')],
        [{ lastName: undefined }, translate('en-US', 'errors.invalidField', { field: translate('en-US', 'fieldNames.lastName') })],
        [{ gender: 'X' }, t('validation.gender')],
        [{ gender: undefined }, t('validation.gender')],
        [{ birthday: tomorrow }, t('validation.birthdayFuture')],
        [{ birthday: '2999-01-01' }, t('validation.birthdayFuture')],
        [{ birthday: '2001-02-29' }, t('validation.dateInvalid')],
        [{ birthday: '1990-04-31' }, t('validation.dateInvalid')],
        [{ birthday: '1990-13-01' }, t('validation.dateInvalid')],
        [{ birthday: '1990/01/01' }, t('validation.dateFormat')],
        [{ certType: 'VISA' }, t('validation.certType')],
        [{ certNo: '1234' }, msg.certNo],
        [{ certNo: 'E1234-567' }, msg.certNo],
        [{ certNo: 'E'.repeat(21) }, msg.certNo],
        [{ certNo: '*****5678' }, msg.certNo],
        [{ certExpiry: '2030-02-30' }, t('validation.dateInvalid')],
        [{ nationality: 'CHN' }, t('validation.nationality')],
        [{ issuedBy: 'X' }, t('validation.issuedBy')],
        [{ ffpNo: '12345' }, t('validation.ffpNo')],
        [{ ffpNo: '880010000A' }, t('validation.ffpNo')],
        [{ personally: 'yes' }, translate('en-US', 'errors.invalidField', { field: translate('en-US', 'fieldNames.personally') })],
      ];
      for (const [fields, message] of cases) {
        const res = await post(s, user, 'psng/add', adult(fields));
        expect([res.code, res.msg, res.data], JSON.stringify(fields)).toEqual(['A0400', message, null]);
      }
      const chinese = await post(s, user, 'psng/add', adult({ lastName: 'Chan3' }), 'zh-CN');
      expect(chinese.msg).toBe(t('validation.nameLetters', 'zh-CN'));
      const traditional = await post(s, user, 'psng/add', adult({ birthday: tomorrow }), 'zh-HK');
      expect(traditional.msg).toBe(t('validation.birthdayFuture', 'zh-HK'));
      expect(await passengersOf(s, user.id)).toHaveLength(0);
    });

    it('refuses the same document twice and a second passenger marked as the user', async () => {
      const s = server();
      const user = await registerUser(s);
      const other = await registerUser(s);
      const certNo = freshCertNo();
      await ok(post(s, user, 'psng/add', adult({ certNo, personally: true })));
      const twice = await post(s, user, 'psng/add', adult({ certNo: certNo.toLowerCase(), lastName: 'Lee' }));
      expect([twice.code, twice.msg]).toEqual(['A0400', t('errors.passengerExists')]);
      // Another document type with the same number, and another user with the same document, are fine.
      await ok(post(s, user, 'psng/add', adult({ certNo, certType: 'OTHER' })));
      await ok(post(s, other, 'psng/add', adult({ certNo })));

      const secondSelf = await post(s, user, 'psng/add', adult({ personally: true }));
      expect([secondSelf.code, secondSelf.msg]).toEqual(['A0400', t('errors.passengerSelfExists')]);
      expect(await passengersOf(s, user.id)).toHaveLength(2);

      // The user comes first in the list.
      const later = await ok(post(s, user, 'psng/add', adult()));
      const page = await ok(post(s, user, 'psng/list', {}));
      expect(page.records.map((p: { personally: boolean }) => p.personally)).toEqual([true, false, false]);
      const makeSelf = await post(s, user, 'psng/save', { ...adult(), id: later.id, certNo: later.certNoMasked, personally: true });
      expect(makeSelf.msg).toBe(t('errors.passengerSelfExists'));
    });

    it('pages the list and keeps to 50 passengers, also when adds arrive together', async () => {
      const s = server();
      const user = await registerUser(s);
      const base = s.clock.now().getTime();
      await s.database.db.insert(frequentPassengers).values(
        Array.from({ length: 48 }, (_, i) => ({
          userId: user.id,
          lastName: 'CHAN',
          firstName: `NO ${'X'.repeat(i + 1)}`,
          gender: 'F',
          birthday: '1980-01-01',
          passengerType: 'ADT',
          certType: 'PASSPORT',
          certNo: freshCertNo(),
          nationality: 'HK',
          createdAt: new Date(base - i * 1000),
        })),
      );
      const burst = await Promise.all(Array.from({ length: 5 }, () => post(s, user, 'psng/add', adult())));
      expect(burst.filter((r) => r.code === OK)).toHaveLength(2);
      for (const res of burst.filter((r) => r.code !== OK)) expect([res.code, res.msg]).toEqual(['A0400', translate('en-US', 'errors.passengerLimit', { max: 50 })]);
      expect(await passengersOf(s, user.id)).toHaveLength(50);

      const all = parseExact(passengerPageSchema, await ok(post(s, user, 'psng/list', { pageNum: 1, pageSize: 1000 })));
      expect([all.total, all.records.length]).toEqual([50, 50]);
      expect(new Set(all.records.map((p) => p.id)).size).toBe(50);
      expect((await ok(post(s, user, 'psng/list', {}))).records).toHaveLength(10);
      const third = await ok(post(s, user, 'psng/list', { pageNum: 3, pageSize: 20 }));
      expect([third.records.length, third.pageNum, third.pageSize, third.total]).toEqual([10, 3, 20, 50]);
      expect(third.records[0].id).toBe(all.records[40]!.id);
      expect((await ok(post(s, user, 'psng/list', { pageNum: 9, pageSize: 20 }))).records).toEqual([]);
      for (const bad of [{ pageSize: 1001 }, { pageSize: 0 }, { pageNum: 0 }, { pageNum: 1.5 }, { pageSize: 'ten' }]) {
        expect((await post(s, user, 'psng/list', bad)).code, JSON.stringify(bad)).toBe('A0400');
      }
    });
  });

  describe('POST /my/psng/save and /my/psng/del', () => {
    it('keeps the stored document number when the masked one comes back, and replaces it with a new full one', async () => {
      const s = server();
      const user = await registerUser(s);
      const certNo = freshCertNo();
      const added = await ok(post(s, user, 'psng/add', adult({ certNo, certExpiry: '2030-01-01', ffpNo: '8800100001' })));

      const renamed = { ...adult(), id: added.id, lastName: 'wong', certNo: added.certNoMasked };
      const raw = await rawBody(s, user, 'POST', 'psng/save', renamed);
      expect(raw).not.toContain(certNo);
      const saved = parseExact(passengerSchema, JSON.parse(raw).data);
      // Fields left out are cleared: save replaces the passenger.
      expect(saved).toMatchObject({ id: added.id, lastName: 'WONG', certNoMasked: added.certNoMasked, certExpiry: null, ffpNo: null });
      expect((await passengersOf(s, user.id))[0]!.certNo).toBe(certNo);

      const replaced = await ok(post(s, user, 'psng/save', { ...renamed, certNo: 'k98765432', certType: 'HK_ID' }));
      expect(replaced).toMatchObject({ certType: 'HK_ID', certNoMasked: '*****5432' });
      expect((await passengersOf(s, user.id))[0]!.certNo).toBe('K98765432');

      // A masked value that is not the stored one cannot be meant; nothing changes.
      const wrongMask = await post(s, user, 'psng/save', { ...renamed, lastName: 'Lee', certNo: '*****0000' });
      expect([wrongMask.code, wrongMask.msg]).toEqual(['A0400', msg.certNo]);
      const future = await post(s, user, 'psng/save', { ...renamed, certNo: '*****5432', birthday: shiftDate(todayOf(s), 1) });
      expect(future.msg).toBe(t('validation.birthdayFuture'));
      const badName = await post(s, user, 'psng/save', { ...renamed, certNo: '*****5432', firstName: 'Tai Man 2' });
      expect(badName.msg).toBe(msg.nameLetters);
      expect((await passengersOf(s, user.id))[0]).toMatchObject({ lastName: 'WONG', certType: 'HK_ID', certNo: 'K98765432' });

      // Saving onto another passenger's document is a duplicate.
      const second = await ok(post(s, user, 'psng/add', adult()));
      const clash = await post(s, user, 'psng/save', { ...adult(), id: second.id, certType: 'HK_ID', certNo: 'K98765432' });
      expect(clash.msg).toBe(t('errors.passengerExists'));
      // An infant saved with a new birthday is an infant.
      const infant = await ok(post(s, user, 'psng/save', { ...adult(), id: second.id, certNo: second.certNoMasked, birthday: todayOf(s) }));
      expect(infant.passengerType).toBe('INF');
      expect((await passengersOf(s, user.id)).find((p) => p.id === second.id)!.passengerType).toBe('INF');
    });

    it('deletes a passenger once; bad or unknown ids are refused', async () => {
      const s = server();
      const user = await registerUser(s);
      const added = await ok(post(s, user, 'psng/add', adult()));
      expect(await ok(post(s, user, 'psng/del', { id: added.id }))).toBeNull();
      expect(await passengersOf(s, user.id)).toHaveLength(0);
      const again = await post(s, user, 'psng/del', { id: added.id });
      expect([again.code, again.msg]).toEqual(['A0404', msg.passengerNotFound]);
      expect((await post(s, user, 'psng/del', { id: added.id }, 'zh-HK')).msg).toBe(t('errors.passengerNotFound', 'zh-HK'));
      expect((await post(s, user, 'psng/save', { ...adult(), id: added.id })).code).toBe('A0404');
      for (const id of ['abc', 0, -1, 1.5, undefined]) expect((await post(s, user, 'psng/del', { id })).code, String(id)).toBe('A0400');
    });

    it("never lets one user read, change or delete another user's passenger", async () => {
      const s = server();
      const owner = await registerUser(s);
      const intruder = await registerUser(s);
      const certNo = freshCertNo();
      const added = await ok(post(s, owner, 'psng/add', adult({ certNo })));
      const before = await passengersOf(s, owner.id);

      expect(await ok(post(s, intruder, 'psng/list', { pageSize: 1000 }))).toMatchObject({ total: 0, records: [] });
      const save = await post(s, intruder, 'psng/save', { ...adult({ lastName: 'Thief' }), id: added.id, certNo: added.certNoMasked });
      expect([save.code, save.msg, save.data]).toEqual(['A0404', msg.passengerNotFound, null]);
      const replace = await post(s, intruder, 'psng/save', { ...adult({ lastName: 'Thief' }), id: added.id });
      expect(replace.code).toBe('A0404');
      const del = await post(s, intruder, 'psng/del', { id: added.id });
      expect([del.code, del.msg]).toEqual(['A0404', msg.passengerNotFound]);

      expect(await passengersOf(s, owner.id)).toEqual(before);
      expect(await passengersOf(s, intruder.id)).toHaveLength(0);
    });
  });

  describe('contacts', () => {
    it('makes the first contact the default, and a new default clears the old one', async () => {
      const s = server();
      const user = await registerUser(s);
      expect(await ok(s.call('GET', `${MY}/contact/default`, { token: user.token }))).toBeNull();

      const first = parseExact(contactSchema, await ok(post(s, user, 'contact/add', contact({ name: ' Ada Lee ', phone: '9123 4567', email: ' ada@example.com ' }))));
      expect(first).toMatchObject({ name: 'Ada Lee', areaCode: '852', phone: '91234567', email: 'ada@example.com', isDefault: true });
      const second = await ok(post(s, user, 'contact/add', contact({ name: '陈大文', areaCode: '86', phone: '13800138000', email: 'chan@example.cn' })));
      expect(second.isDefault).toBe(false);
      expect(await ok(s.call('GET', `${MY}/contact/default`, { token: user.token }))).toEqual(first);

      const third = await ok(post(s, user, 'contact/add', contact({ areaCode: '81', phone: '09012345678', isDefault: true })));
      expect(third.isDefault).toBe(true);
      expect(await defaultsOf(s, user.id)).toEqual([third.id]);
      expect((await ok(s.call('GET', `${MY}/contact/default`, { token: user.token }))).id).toBe(third.id);

      // The default first, then the newest.
      const page = parseExact(contactPageSchema, await ok(post(s, user, 'contact/list', {})));
      expect(page.total).toBe(3);
      expect(page.records.map((c) => c.id)).toEqual([third.id, second.id, first.id]);
    });

    it('moves the default on save, and to the newest remaining contact when the default is deleted', async () => {
      const s = server();
      const user = await registerUser(s);
      const a = await ok(post(s, user, 'contact/add', contact({ name: 'A' })));
      const b = await ok(post(s, user, 'contact/add', contact({ name: 'B' })));
      const c = await ok(post(s, user, 'contact/add', contact({ name: 'C' })));

      const saved = await ok(post(s, user, 'contact/save', { ...contact({ name: 'B2', areaCode: '66', phone: '081234567' }), id: b.id, isDefault: true }));
      expect(saved).toEqual({ id: b.id, name: 'B2', areaCode: '66', phone: '081234567', email: 'ada@example.com', isDefault: true });
      expect(await defaultsOf(s, user.id)).toEqual([b.id]);

      // Switching the default off hands it to the newest other contact.
      expect((await ok(post(s, user, 'contact/save', { ...contact({ name: 'B3' }), id: b.id, isDefault: false }))).isDefault).toBe(false);
      expect(await defaultsOf(s, user.id)).toEqual([c.id]);
      // Saving a contact that is not the default leaves the default alone.
      await ok(post(s, user, 'contact/save', { ...contact({ name: 'A2' }), id: a.id }));
      expect(await defaultsOf(s, user.id)).toEqual([c.id]);

      expect(await ok(post(s, user, 'contact/del', { id: c.id }))).toBeNull();
      expect(await defaultsOf(s, user.id)).toEqual([b.id]);
      await ok(post(s, user, 'contact/del', { id: a.id }));
      expect(await defaultsOf(s, user.id)).toEqual([b.id]);
      // The only contact stays the default.
      expect((await ok(post(s, user, 'contact/save', { ...contact(), id: b.id, isDefault: false }))).isDefault).toBe(true);
      await ok(post(s, user, 'contact/del', { id: b.id }));
      expect(await contactsOf(s, user.id)).toHaveLength(0);
      expect(await ok(s.call('GET', `${MY}/contact/default`, { token: user.token }))).toBeNull();

      const gone = await post(s, user, 'contact/del', { id: b.id });
      expect([gone.code, gone.msg]).toEqual(['A0404', msg.contactNotFound]);
      expect((await post(s, user, 'contact/save', { ...contact(), id: b.id })).code).toBe('A0404');
      for (const id of ['abc', 0, undefined]) expect((await post(s, user, 'contact/del', { id })).code).toBe('A0400');
    });

    it('refuses bad names, phones by area code and e-mails, and saves nothing', async () => {
      const s = server();
      const user = await registerUser(s);
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, t('validation.required')],
        [{ name: '   ' }, t('validation.required')],
        [{ name: 'x'.repeat(41) }, t('validation.contactNameLength')],
        [{ areaCode: '852', phone: '1234567' }, msg.phone],
        [{ areaCode: '852', phone: '12345678' }, msg.phone],
        [{ areaCode: '852', phone: '912345678' }, msg.phone],
        [{ areaCode: '86', phone: '12800138000' }, msg.phone],
        [{ areaCode: '86', phone: '1380013800' }, msg.phone],
        [{ areaCode: '66', phone: '81234567' }, msg.phone],
        [{ areaCode: '886', phone: '912345678' }, msg.phone],
        [{ areaCode: '81', phone: '06012345678' }, msg.phone],
        [{ areaCode: '44', phone: '1234' }, msg.phone],
        [{ phone: '9123abcd' }, msg.phone],
        [{ areaCode: 'abc' }, t('validation.areaCode')],
        [{ email: 'ada@example' }, msg.email],
        [{ email: 'ada.example.com' }, msg.email],
        [{ email: '' }, msg.email],
        [{ isDefault: 'yes' }, translate('en-US', 'errors.invalidField', { field: translate('en-US', 'fieldNames.isDefault') })],
      ];
      for (const [fields, message] of cases) {
        const res = await post(s, user, 'contact/add', contact(fields));
        expect([res.code, res.msg, res.data], JSON.stringify(fields)).toEqual(['A0400', message, null]);
      }
      expect((await post(s, user, 'contact/add', contact({ phone: '123' }), 'zh-CN')).msg).toBe(t('validation.phoneFormat', 'zh-CN'));
      expect(await contactsOf(s, user.id)).toHaveLength(0);

      const saved = await ok(post(s, user, 'contact/add', contact()));
      const bad = await post(s, user, 'contact/save', { ...contact({ areaCode: '86', phone: '91234567', name: 'Changed' }), id: saved.id });
      expect([bad.code, bad.msg]).toEqual(['A0400', msg.phone]);
      expect((await contactsOf(s, user.id))[0]).toMatchObject({ name: 'Ada Lee', areaCode: '852', phone: '91234567' });
    });

    it('keeps to 20 contacts and one default, also when adds arrive together', async () => {
      const s = server();
      const user = await registerUser(s);
      for (let i = 0; i < 16; i++) await ok(post(s, user, 'contact/add', contact({ name: `Contact ${i}` })));
      const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => post(s, user, 'contact/add', contact({ name: `Burst ${i}`, isDefault: true }))));
      expect(burst.filter((r) => r.code === OK)).toHaveLength(4);
      for (const res of burst.filter((r) => r.code !== OK)) expect([res.code, res.msg]).toEqual(['A0400', translate('en-US', 'errors.contactLimit', { max: 20 })]);
      expect(await contactsOf(s, user.id)).toHaveLength(20);
      expect(await defaultsOf(s, user.id)).toHaveLength(1);
      const page = await ok(post(s, user, 'contact/list', { pageSize: 1000 }));
      expect([page.total, page.records.length]).toEqual([20, 20]);
      expect(page.records[0].isDefault).toBe(true);
    });

    it("never lets one user read, change or delete another user's contact", async () => {
      const s = server();
      const owner = await registerUser(s);
      const intruder = await registerUser(s);
      const mine = await ok(post(s, owner, 'contact/add', contact({ name: 'Owner' })));
      const theirs = await ok(post(s, intruder, 'contact/add', contact({ name: 'Intruder' })));
      const before = await contactsOf(s, owner.id);

      expect(await ok(post(s, intruder, 'contact/list', {}))).toMatchObject({ total: 1, records: [theirs] });
      expect(await ok(s.call('GET', `${MY}/contact/default`, { token: intruder.token }))).toEqual(theirs);
      const save = await post(s, intruder, 'contact/save', { ...contact({ name: 'Thief' }), id: mine.id, isDefault: true });
      expect([save.code, save.msg, save.data]).toEqual(['A0404', msg.contactNotFound, null]);
      const del = await post(s, intruder, 'contact/del', { id: mine.id });
      expect([del.code, del.msg]).toEqual(['A0404', msg.contactNotFound]);

      expect(await contactsOf(s, owner.id)).toEqual(before);
      expect(await defaultsOf(s, intruder.id)).toEqual([theirs.id]);
    });
  });

  describe('deleting the account', () => {
    it("removes the user's passengers and contacts, and no one else's", async () => {
      const s = server();
      const user = await registerUser(s);
      const other = await registerUser(s);
      await ok(post(s, user, 'psng/add', adult({ personally: true })));
      await ok(post(s, user, 'contact/add', contact()));
      await ok(post(s, other, 'psng/add', adult()));
      await ok(post(s, other, 'contact/add', contact()));

      const code = await smsCode(s, user.mobile, 'delete');
      expect((await s.call('POST', `${MEMBERS}/del/account`, { token: user.token, json: { channel: 'sms', code } })).code).toBe(OK);
      expect(await passengersOf(s, user.id)).toHaveLength(0);
      expect(await contactsOf(s, user.id)).toHaveLength(0);
      expect(await passengersOf(s, other.id)).toHaveLength(1);
      expect(await contactsOf(s, other.id)).toHaveLength(1);
      expect((await post(s, user, 'psng/list', {})).status).toBe(401);
    });
  });
});
