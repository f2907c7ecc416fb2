import { expect, it } from 'vitest';
import { translate } from '../../server/i18n';
import { lostCategories, lostCategoryListSchema, lostItemSchema } from '../../services/schemas/lost-property';
import { describeEachDatabase, type TestServer } from './harness';
import { DAY, OK } from './helpers';

const LOSS = '/dsb-offer/api/v1/offer/loss';

/** The date in Hong Kong `days` from the test server's now (negative: before). */
const hkDate = (s: TestServer, days: number) => new Date(s.clock.now().getTime() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
const search = (s: TestServer, json: unknown, locale?: string) => s.call('POST', `${LOSS}/baggage`, { json, locale });

describeEachDatabase('lost property', (server) => {
  it('lists the categories with names in the caller\'s language', async () => {
    const s = server();
    const named = { 'en-US': ['Bags and luggage', 'Other'], 'zh-CN': ['包袋及行李', '其他'], 'zh-HK': ['手袋及行李', '其他'] };
    for (const [locale, [bag, other]] of Object.entries(named)) {
      const res = await s.call('POST', `${LOSS}/category`, { locale });
      expect(res.code, res.msg).toBe(OK);
      const listed = lostCategoryListSchema.parse(res.data);
      expect(listed.map((c) => c.code)).toEqual([...lostCategories]);
      expect([listed[0]!.name, listed.at(-1)!.name]).toEqual([bag, other]);
      // Every category has a name of its own, never its key.
      expect(new Set(listed.map((c) => c.name)).size).toBe(lostCategories.length);
      for (const c of listed) expect(c.name).not.toMatch(/lostProperty/);
    }
  });

  it('finds a category\'s items found from the day lost until today, described in the caller\'s language', async () => {
    const s = server();
    const res = await search(s, { category: 'ELECTRONICS', date: hkDate(s, -3) }, 'zh-HK');
    expect(res.code, res.msg).toBe(OK);
    const items = res.data.map((x: unknown) => lostItemSchema.parse(x));
    expect(items.map((i: { foundDate: string }) => i.foundDate)).toEqual([hkDate(s, -2), hkDate(s, 0)]);
    expect(items.map((i: { description: string }) => i.description)).toEqual(['黑色手提電話，螢幕保護貼有裂痕', '銀色手提電腦，裝在灰色保護套內']);
    expect(items.every((i: { category: string }) => i.category === 'ELECTRONICS')).toBe(true);
    // Today is allowed.
    expect((await search(s, { category: 'ELECTRONICS', date: hkDate(s, 0) })).data).toHaveLength(1);
  });

  it('narrows by a keyword in any language, and treats its wildcards as text', async () => {
    const s = server();
    const english = await search(s, { category: 'BAG', date: hkDate(s, -30), keyword: ' suitcase ' });
    expect(english.data.map((i: { description: string }) => i.description)).toEqual(['Black hard-shell suitcase, 24 inch, red ribbon on the handle']);
    const chinese = await search(s, { category: 'BAG', date: hkDate(s, -30), keyword: '背包' });
    expect(chinese.data.map((i: { foundAt: string }) => i.foundAt)).toEqual(['FW202']);
    expect((await search(s, { category: 'BAG', date: hkDate(s, -30), keyword: '%' })).code).toBe('L00001');
  });

  it('answers L00001 when nothing matches', async () => {
    const s = server();
    for (const locale of ['en-US', 'zh-CN', 'zh-HK']) {
      const res = await search(s, { category: 'JEWELLERY', date: hkDate(s, 0), keyword: 'tiara' }, locale);
      expect(res).toMatchObject({ code: 'L00001', msg: translate(locale, 'errors.lostItemNotFound'), data: null });
    }
  });

  it('refuses a day after today with L00002, and a bad category or date', async () => {
    const s = server();
    const res = await search(s, { category: 'BAG', date: hkDate(s, 1) }, 'zh-CN');
    expect(res).toMatchObject({ code: 'L00002', msg: translate('zh-CN', 'errors.lostDateInFuture') });
    expect((await search(s, { category: 'CAT', date: hkDate(s, 0) })).code).toBe('A0400');
    expect((await search(s, { category: 'BAG', date: '2026-13-01' })).code).toBe('A0400');
    expect((await search(s, { category: 'BAG' })).code).toBe('A0400');
  });
});
