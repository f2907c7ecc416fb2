import { describe, expect, it } from 'vitest';
import { beneficiaryChanges, beneficiaries } from '../../server/db/schema';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { beneficiaryListSchema } from '../../services/schemas/beneficiary';
import { describeEachDatabase, type TestServer } from './harness';
import { clubLogin, countRows, DAY, FFP, OK, registerUser } from './helpers';

const [silver, golden, platinum, standard] = demoClubMembers as [
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
];
type Member = (typeof demoClubMembers)[0];

/** A club login's token, fresh: the tests move the clock by weeks. */
async function tokenOf(s: TestServer, member: Member): Promise<string> {
  const res = await clubLogin(s, member.cardNo, member.password);
  expect(res.code, res.msg).toBe(OK);
  return res.data.access_token as string;
}

const person = (n: number, extra: Record<string, unknown> = {}) => ({
  lastName: 'HO',
  firstName: `KID ${'ABCDEFGHIJKLMNOP'[n]}`,
  chineseLastName: '何',
  chineseFirstName: '小明',
  relationship: 'CHILD',
  idType: 'PASSPORT',
  idNo: `P${String(1_000_000 + n)}`,
  birthday: '2010-01-0' + ((n % 9) + 1),
  gender: 'M',
  nationality: 'HK',
  idExpiry: '2031-01-01',
  ...extra,
});

const list = async (s: TestServer, token: string) => {
  const res = await s.call('POST', `${FFP}/query/beneficiary`, { token });
  expect(res.code, res.msg).toBe(OK);
  return beneficiaryListSchema.parse(res.data);
};
const save = (s: TestServer, token: string, body: Record<string, unknown>) => s.call('POST', `${FFP}/add/beneficiary`, { token, json: body });
const remove = (s: TestServer, token: string, id: unknown) => s.call('GET', `${FFP}/delete/beneficiary?id=${id}`, { token });

describeEachDatabase('beneficiaries', (server) => {
  describe('the seeded GOLDEN member', () => {
    it('lists an active son and a pending daughter, documents masked, with the allowance left', async () => {
      const s = server();
      const mine = await list(s, await tokenOf(s, golden));
      expect(mine.records.map((b) => [b.lastName, b.firstName, b.active])).toEqual([
        ['WONG', 'KA HO', true],
        ['WONG', 'KA YAN', false],
      ]);
      const [son, daughter] = mine.records as [(typeof mine.records)[0], (typeof mine.records)[0]];
      expect(son).toMatchObject({ birthday: '2008-05-14', idType: 'PASSPORT', idNoMasked: '*****3210', relationship: 'CHILD', chineseFirstName: '家豪' });
      expect(new Date(son.effectiveAt).getTime()).toBeLessThan(s.clock.now().getTime() - 39 * DAY);
      expect(new Date(daughter.effectiveAt).getTime()).toBeGreaterThan(s.clock.now().getTime() + 24 * DAY);
      expect(JSON.stringify(mine)).not.toContain('K76543210');
      expect(mine).toMatchObject({ initialAdditionsLeft: 8, yearlyChangesLeft: 6 });
      expect(mine.yearEnds).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  describe('another member or no membership', () => {
    it('answers another member\'s beneficiary as not found, on change and on delete, and changes nothing', async () => {
      const s = server();
      const owner = await tokenOf(s, golden);
      const before = await list(s, owner);
      const son = before.records[0]!;
      const other = await tokenOf(s, standard);

      const change = await save(s, other, { ...person(1), id: son.id });
      expect([change.code, change.msg]).toEqual(['F00020', 'This beneficiary was not found.']);
      const gone = await remove(s, other, son.id);
      expect(gone.code).toBe('F00020');
      const unknown = await remove(s, owner, 999_999);
      expect(unknown.code).toBe('F00020');

      expect(await list(s, owner)).toEqual(before);
      expect((await list(s, other)).records).toEqual([]);
    });

    it('tells a user without a membership so', async () => {
      const s = server();
      const user = await registerUser(s);
      for (const res of [await s.call('POST', `${FFP}/query/beneficiary`, { token: user.token }), await save(s, user.token, person(1)), await remove(s, user.token, 1)]) {
        expect(res.code).toBe('U00017');
      }
      expect((await s.call('POST', `${FFP}/query/beneficiary`)).code).toBe('U00003');
    });
  });

  describe('what is refused', () => {
    it('refuses the member themself, a duplicate and bad fields, and adds nothing', async () => {
      const s = server();
      const token = await tokenOf(s, platinum);
      const added = await save(s, token, person(1));
      expect(added.code, added.msg).toBe(OK);
      const rows = await countRows(s, beneficiaries);
      const logged = await countRows(s, beneficiaryChanges);

      const self = await save(s, token, person(2, { lastName: platinum.lastName, firstName: platinum.firstName, birthday: platinum.birthday }));
      expect([self.code, self.msg]).toEqual(['F00026', 'You cannot name yourself as a beneficiary.']);
      const selfByDocument = await save(s, token, person(2, { idType: platinum.idType, idNo: platinum.idNo }));
      expect(selfByDocument.code).toBe('F00026');
      const sameDocument = await save(s, token, person(2, { idNo: person(1).idNo }));
      expect([sameDocument.code, sameDocument.msg]).toEqual(['F00027', 'This person is already one of your beneficiaries.']);
      const sameName = await save(s, token, person(1, { idNo: 'P7777777' }));
      expect(sameName.code).toBe('F00027');

      const relationship = await save(s, token, person(3, { relationship: 'BOSS' }));
      expect([relationship.code, relationship.msg]).toEqual(['A0400', 'Please choose the relationship.']);
      const chinese = await save(s, token, person(3, { chineseFirstName: 'Ming' }));
      expect([chinese.code, chinese.msg]).toEqual(['A0400', 'Enter the name in Chinese characters.']);
      const future = await save(s, token, person(3, { birthday: '2999-01-01' }));
      expect(future.code).toBe('A0400');
      const maskedOnAdd = await save(s, token, person(3, { idNo: '****4567' }));
      expect(maskedOnAdd.code).toBe('A0400');

      expect(await countRows(s, beneficiaries)).toBe(rows);
      expect(await countRows(s, beneficiaryChanges)).toBe(logged);
    });

    it('answers in the caller\'s language', async () => {
      const s = server();
      const res = await save(s, await tokenOf(s, platinum), person(1));
      expect(res.code).toBe('F00027');
      const tc = await s.call('POST', `${FFP}/add/beneficiary`, { token: await tokenOf(s, platinum), json: person(1), locale: 'zh-HK' });
      expect(tc.msg).toBe('此人已是您的受益人。');
    });
  });

  describe('the limits and the 30 days (SILVER, none named yet)', () => {
    it('takes an addition effect 30 days later on the server clock, and a change starts the 30 days again', async () => {
      const s = server();
      let token = await tokenOf(s, silver);
      const res = await save(s, token, person(0));
      expect(res.code, res.msg).toBe(OK);
      const added = res.data;
      expect(added.active).toBe(false);
      expect(Math.abs(new Date(added.effectiveAt).getTime() - (s.clock.now().getTime() + 30 * DAY))).toBeLessThan(5_000);

      s.clock.advance(30 * DAY - 60_000);
      token = await tokenOf(s, silver);
      expect((await list(s, token)).records[0]!.active).toBe(false);
      s.clock.advance(2 * 60_000);
      token = await tokenOf(s, silver);
      expect((await list(s, token)).records[0]!.active).toBe(true);

      // A change keeps the stored document when the masked number comes back, and waits 30 days again.
      const changed = await save(s, token, { ...person(0, { idNo: added.idNoMasked, relationship: 'SIBLING' }), id: added.id });
      expect(changed.code, changed.msg).toBe(OK);
      expect(changed.data).toMatchObject({ id: added.id, relationship: 'SIBLING', idNoMasked: added.idNoMasked, active: false });
      expect(new Date(changed.data.effectiveAt).getTime()).toBeGreaterThan(s.clock.now().getTime() + 29 * DAY);
      const again = await list(s, token);
      expect(again).toMatchObject({ initialAdditionsLeft: 9, yearlyChangesLeft: 5 });
    });

    it('refuses an 11th beneficiary, deletes at once without giving the addition back, then counts 6 additions or changes a year', async () => {
      const s = server();
      const token = await tokenOf(s, silver);
      for (let n = 1; n <= 9; n++) expect((await save(s, token, person(n))).code).toBe(OK);
      let mine = await list(s, token);
      expect(mine.records).toHaveLength(10);
      expect(mine).toMatchObject({ initialAdditionsLeft: 0, yearlyChangesLeft: 5 });

      const eleventh = await save(s, token, person(10));
      expect([eleventh.code, eleventh.msg]).toEqual(['F00024', 'You can name up to 10 beneficiaries.']);
      expect((await list(s, token)).records).toHaveLength(10);

      const deleted = await remove(s, token, mine.records[9]!.id);
      expect(deleted.code, deleted.msg).toBe(OK);
      mine = await list(s, token);
      expect(mine.records).toHaveLength(9);
      expect(mine.records.some((b) => b.firstName === person(9).firstName)).toBe(false);
      expect(mine.initialAdditionsLeft).toBe(0);

      // The first change above used one of the year's 6: an addition and 3 changes use 4 more.
      expect((await save(s, token, person(10))).code).toBe(OK);
      for (const b of mine.records.slice(1, 4)) expect((await save(s, token, { ...person(0, { ...b, idNo: b.idNoMasked }), id: b.id })).code).toBe(OK);
      expect((await list(s, token)).yearlyChangesLeft).toBe(1);
      const sixth = mine.records[4]!;
      expect((await save(s, token, { ...person(0, { ...sixth, idNo: sixth.idNoMasked }), id: sixth.id })).code).toBe(OK);

      const logged = await countRows(s, beneficiaryChanges);
      const seventh = mine.records[5]!;
      const refused = await save(s, token, { ...person(0, { ...seventh, relationship: 'FRIEND', idNo: seventh.idNoMasked }), id: seventh.id });
      expect(refused.code).toBe('F00025');
      expect(refused.msg).toMatch(/^You have used this membership year's 6 additions or changes\. You can make more after \d{4}-\d{2}-\d{2}\.$/);
      expect((await list(s, token)).records.find((b) => b.id === seventh.id)!.relationship).toBe(seventh.relationship);
      expect(await countRows(s, beneficiaryChanges)).toBe(logged);
      expect((await remove(s, token, mine.records[8]!.id)).code).toBe(OK);
      const addition = await save(s, token, person(11, { lastName: 'LEE' }));
      expect(addition.code).toBe('F00025');

      // A new membership year brings 6 more.
      s.clock.advance(366 * DAY);
      const later = await tokenOf(s, silver);
      expect((await list(s, later)).yearlyChangesLeft).toBe(6);
      expect((await save(s, later, { ...person(0, { ...seventh, relationship: 'FRIEND', idNo: seventh.idNoMasked }), id: seventh.id })).code).toBe(OK);
    });
  });
});
