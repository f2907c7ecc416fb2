import { expect, it } from 'vitest';
import { contentCollections, contentItemSchema, type ContentItem, type ContentPath } from '../../services/schemas/content';
import { contentItems } from '../../server/db/schema';
import { publishedContent, publishedDocument } from '../../server/domain/content';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase, type TestServer } from './harness';
import { countRows, DAY, OK, parseExact, registerUser } from './helpers';

const CMS = '/cms';

async function list(s: TestServer, path: string, query = 'locale=en'): Promise<ContentItem[]> {
  const res = await s.call('GET', `${CMS}/${path}?${query}`);
  expect(res.code, `${path}?${query}: ${res.msg}`).toBe(OK);
  return (res.data as unknown[]).map((item) => parseExact(contentItemSchema, item));
}
const ids = (items: ContentItem[]) => items.map((i) => i.id);

describeEachDatabase('content management', (server) => {
  it("answers this week's highlights and neither last month's nor next month's", async () => {
    const s = server();
    const highlights = ids(await list(s, 'about-high-lights'));
    expect(highlights).toEqual(['winter-sapporo', 'weekend-taipei', 'baggage-allowance']);
    expect(highlights).not.toContain('autumn-bangkok');
    expect(highlights).not.toContain('lunar-new-year');
  });

  it('answers each channel its own items, H5 when none is named', async () => {
    const s = server();
    expect(ids(await list(s, 'about-high-lights', 'locale=en&channel=H5'))).not.toContain('desktop-manage-booking');
    expect(ids(await list(s, 'about-high-lights', 'locale=en&channel=pcWeb'))).toContain('desktop-manage-booking');
    expect(ids(await list(s, 'about-high-lights', 'locale=en'))).toEqual(ids(await list(s, 'about-high-lights', 'locale=en&channel=H5')));
  });

  it('answers in the locale asked for, an app locale reading its language', async () => {
    const s = server();
    const titleOf = async (query: string) => (await list(s, 'about-high-lights', query))[0]!.title;
    expect(await titleOf('locale=en')).toBe('Winter in Sapporo from HKD 2,388');
    expect(await titleOf('locale=tc')).toBe('冬遊札幌 HKD 2,388 起');
    expect(await titleOf('locale=sc')).toBe('冬游札幌 HKD 2,388 起');
    expect(await titleOf('locale=zh-HK')).toBe('冬遊札幌 HKD 2,388 起');
    expect(await titleOf('locale=zh-CN')).toBe('冬游札幌 HKD 2,388 起');
    expect(await titleOf('locale=en-CA')).toBe('Winter in Sapporo from HKD 2,388');
    const [tc] = await list(s, 'about-high-lights', 'locale=tc');
    expect(tc).toMatchObject({ locale: 'tc', channel: 'H5', action: { actionType: 'navigate', url: '/pagesBook/pages/select-date/lowprice' } });
  });

  it('seeds every collection with the same documents in en, sc and tc', async () => {
    const s = server();
    for (const path of Object.keys(contentCollections)) {
      const en = ids(await list(s, path, 'locale=en'));
      expect(en.length, path).toBeGreaterThan(0);
      expect(ids(await list(s, path, 'locale=sc')), path).toEqual(en);
      expect(ids(await list(s, path, 'locale=tc')), path).toEqual(en);
    }
  });

  it('answers the menus, club pages, common pages, news and notices published now', async () => {
    const s = server();
    expect(ids(await list(s, 'navigation-bar-menus'))).toEqual(['menu-flight-status', 'menu-check-in', 'menu-travel-documents', 'menu-notices']);
    expect(ids(await list(s, 'about-fortune-wings-clubs'))).toEqual(['club-earn', 'club-tiers']);
    expect(ids(await list(s, 'about-common-pages'))).toEqual(['privacy-policy', 'travel-documents']);
    expect(ids(await list(s, 'news'))).toEqual(['new-route-sapporo', 'mobile-boarding-pass']);
    expect(ids(await list(s, 'special-notices'))).toEqual(['typhoon-arrangements', 'power-banks']);
  });

  it('answers the pop-ups of a page position with their style and tab-bar rule', async () => {
    const s = server();
    const [popup, ...more] = await list(s, 'popups', 'locale=en&pagePositionCode=HOME');
    expect(more).toEqual([]);
    expect(popup).toMatchObject({ id: 'home-winter-sale', pagePositionCode: 'HOME', popupStyle: 'center', haveTabBar: true });
    expect(popup!.action).toMatchObject({ actionType: 'navigate', url: '/pagesBase/pages/landing-page/index?id=winter-sapporo' });
    expect(await list(s, 'popups', 'locale=en&pagePositionCode=MINE')).toEqual([]);
    // Each tab page's position has its own, in its own style and tab-bar rule.
    const position = async (code: string) => (await list(s, 'popups', `locale=tc&pagePositionCode=${code}`)).map((p) => [p.id, p.popupStyle, p.haveTabBar]);
    expect(await position('SERVICE')).toEqual([['service-lounge-vouchers', 'bottom', true]]);
    expect(await position('TRAVEL')).toEqual([['trip-check-in-online', 'full', false]]);
  });

  it('answers one document by its id in any locale, and one outside its window as not found', async () => {
    const s = server();
    const sc = await s.call('GET', `${CMS}/news/new-route-sapporo?locale=sc`);
    expect(sc.code).toBe(OK);
    expect(parseExact(contentItemSchema, sc.data)).toMatchObject({ id: 'new-route-sapporo', title: '今冬每日往返札幌', locale: 'sc' });
    expect((await s.call('GET', `${CMS}/about-common-pages/privacy-policy?locale=tc`)).data.body).toContain('《個人資料（私隱）條例》');

    for (const url of ['news/summer-schedule-ended', 'about-high-lights/autumn-bangkok', 'about-high-lights/lunar-new-year', 'news/winter-sapporo', 'news/no-such-news']) {
      const res = await s.call('GET', `${CMS}/${url}?locale=en`);
      expect([res.code, res.msg, res.data], url).toEqual(['N00001', 'This page is no longer available.', null]);
    }
    const pcOnly = await s.call('GET', `${CMS}/about-high-lights/desktop-manage-booking?locale=en&channel=H5`);
    expect(pcOnly.code).toBe('N00001');
    const zh = await s.call('GET', `${CMS}/news/summer-schedule-ended?locale=tc`, { locale: 'zh-HK' });
    expect(zh.msg).toBe('此頁面已不再提供。');
  });

  it('follows the server clock: three weeks on, next month is this week and this week is gone', async () => {
    const s = server();
    s.clock.advance(21 * DAY);
    try {
      const highlights = ids(await list(s, 'about-high-lights'));
      expect(highlights).toContain('lunar-new-year');
      expect(highlights).toContain('winter-sapporo');
      expect(highlights).not.toContain('weekend-taipei');
      expect((await s.call('GET', `${CMS}/about-high-lights/weekend-taipei?locale=en`)).code).toBe('N00001');
    } finally {
      s.clock.reset();
    }
  });

  it('shows an item from the moment its window opens to the moment it closes, not a millisecond outside', async () => {
    const s = server();
    const start = new Date(s.clock.now().getTime() + 10 * DAY);
    const end = new Date(start.getTime() + DAY);
    await s.database.db.insert(contentItems).values({ collection: 'notice', documentId: 'runway-works', locale: 'en', channel: 'H5', title: 'Runway works', startTime: start, endTime: end });
    const store = createStore(s.database.db);
    const query = { locale: 'en' as const, channel: 'H5' as const };
    const shownAt = async (at: Date) => ids(await publishedContent(store, 'special-notices', query, at)).includes('runway-works');
    expect(await shownAt(new Date(start.getTime() - 1))).toBe(false);
    expect(await shownAt(start)).toBe(true);
    expect(await shownAt(end)).toBe(true);
    expect(await shownAt(new Date(end.getTime() + 1))).toBe(false);
    await expect(publishedDocument(store, 'special-notices', 'runway-works', query, new Date(end.getTime() + 1))).rejects.toMatchObject({ code: 'N00001' });
    expect((await publishedDocument(store, 'special-notices', 'runway-works', query, end)).title).toBe('Runway works');
  });

  it('refuses a bad locale, channel, position or id with a clear message and changes nothing', async () => {
    const s = server();
    const before = await countRows(s, contentItems);
    const cases: [string, string][] = [
      ['about-high-lights?locale=fr', 'Choose a language: en, sc or tc.'],
      ['about-high-lights?locale=en&channel=APP', 'Choose a channel: H5 or pcWeb.'],
      ['popups?locale=en&pagePositionCode=home%20page', 'The page position is not valid.'],
      ['news/NEW%20ROUTE?locale=en', 'This page is no longer available.'],
    ];
    for (const [url, msg] of cases) {
      const res = await s.call('GET', `${CMS}/${url}`);
      expect([res.code, res.msg], url).toEqual(['A0400', msg]);
    }
    const unknown = await s.call('GET', `${CMS}/about-airports`);
    expect([unknown.status, unknown.code]).toEqual([404, 'A0404']);
    expect(await countRows(s, contentItems)).toBe(before);
  });

  it('is read by anyone: a signed-in user gets what a guest gets', async () => {
    const s = server();
    const user = await registerUser(s);
    for (const path of Object.keys(contentCollections) as ContentPath[]) {
      const signedIn = await s.call('GET', `${CMS}/${path}?locale=en`, { token: user.token });
      expect(signedIn.code, path).toBe(OK);
      expect(signedIn.data, path).toEqual((await s.call('GET', `${CMS}/${path}?locale=en`)).data);
    }
  });
});
