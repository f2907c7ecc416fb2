import { count } from 'drizzle-orm';
import type { ContentAction, ContentCollection } from '../../../services/schemas/content';
import type { Db } from '../client';
import { contentItems } from '../schema';

/** A text in en, sc and tc. */
type Text = readonly [en: string, sc: string, tc: string];
const languages = ['en', 'sc', 'tc'] as const;

interface Document {
  collection: ContentCollection;
  id: string;
  /** Days from the seeding: published from, until. */
  window: [number, number];
  action: ContentAction | null;
  title: Text;
  summary: Text | null;
  /** Paragraphs are separated by an empty line. */
  body?: Text;
  popup?: { position: string; style: 'center' | 'bottom' | 'full'; haveTabBar: boolean };
  channels?: ('H5' | 'pcWeb')[];
}
type Extras = Pick<Document, 'body' | 'popup' | 'channels'>;

/** One row of the table below: a document's collection, id, window, action, title and summary, then what only some have. */
const doc = (collection: ContentCollection, id: string, window: [number, number], action: ContentAction | null, title: Text, summary: Text | null = null, extras: Extras = {}): Document => ({
  collection,
  id,
  window,
  action,
  title,
  summary,
  ...extras,
});

/** Where an item leads: a page of the app, a web page in the web view, or a PDF. */
const actionOf =
  (moduleName: string, actionType: ContentAction['actionType']) =>
  (trackerName: string, url: string): ContentAction => ({ moduleName, trackerName, actionType, url, params: {} });
const navigate = actionOf('app', 'navigate');
const webview = actionOf('web', 'webview');
const pdf = actionOf('web', 'pdf');

const privacyPolicy: Text = [
  [
    'Fortune Wings Airlines Limited ("we") respects your privacy. This policy explains what personal data we collect when you use our app and website, why we collect it and how you can exercise your rights under the Personal Data (Privacy) Ordinance of Hong Kong.',
    'What we collect: your name as in your travel document, date of birth, nationality, travel document number and expiry, contact details (mobile number and e-mail), your Fortune Wings Club card number, and your bookings, payments and flights.',
    'Why we collect it: to book and ticket your flights, to check you in, to meet the immigration and security requirements of the places you fly to, to credit and redeem your club points, and to send you service messages about your trips.',
    'Who we share it with: the airports, ground handlers and government authorities of your journey, our payment providers and insurer, and partner airlines on your itinerary. We do not sell your personal data.',
    'How long we keep it: booking records for seven years after travel; your account until you delete it (Mine > Settings > Delete account).',
    'Your rights: you may ask to see or correct your personal data, and withdraw consent to marketing at any time. Write to our Data Protection Officer at privacy@fwc.example.',
  ].join('\n\n'),
  [
    '富翼航空有限公司（“我们”）尊重您的隐私。本政策说明您使用我们的应用程序及网站时，我们收集哪些个人资料、收集的原因，以及您如何根据香港《个人资料（私隐）条例》行使您的权利。',
    '我们收集的资料：您旅行证件上的姓名、出生日期、国籍、证件号码及有效期、联系方式（手机号码及电邮）、富翼会会员卡号，以及您的预订、付款和航班记录。',
    '收集的原因：为您预订航班及出票、办理值机、符合目的地的出入境及安保要求、累积及兑换会员积分，以及向您发送行程相关的服务信息。',
    '我们与谁分享：您行程中的机场、地勤代理及政府部门，我们的支付服务商及保险公司，以及行程中的合作航空公司。我们不会出售您的个人资料。',
    '保存期限：预订记录保存至出行后七年；账户资料保存至您注销账户为止（我的 > 设置 > 注销账户）。',
    '您的权利：您可要求查阅或更正您的个人资料，并可随时撤回接收推广信息的同意。请致函我们的资料保护主任：privacy@fwc.example。',
  ].join('\n\n'),
  [
    '富翼航空有限公司（「我們」）尊重您的私隱。本政策說明您使用我們的應用程式及網站時，我們收集哪些個人資料、收集的原因，以及您如何根據香港《個人資料（私隱）條例》行使您的權利。',
    '我們收集的資料：您旅遊證件上的姓名、出生日期、國籍、證件號碼及有效期、聯絡方式（手提電話號碼及電郵）、富翼會會員卡號碼，以及您的預訂、付款和航班紀錄。',
    '收集的原因：為您預訂航班及出票、辦理登記手續、符合目的地的出入境及保安要求、累積及兌換會員積分，以及向您發送行程相關的服務訊息。',
    '我們與誰分享：您行程中的機場、地勤代理及政府部門，我們的付款服務商及保險公司，以及行程中的夥伴航空公司。我們不會出售您的個人資料。',
    '保存期限：預訂紀錄保存至出行後七年；帳戶資料保存至您刪除帳戶為止（我的 > 設定 > 刪除帳戶）。',
    '您的權利：您可要求查閱或更正您的個人資料，並可隨時撤回接收推廣訊息的同意。請致函我們的資料保障主任：privacy@fwc.example。',
  ].join('\n\n'),
];

/** What the airline publishes: this season's offers, last month's (expired) and next month's (not yet), club pages, pages, menus, pop-ups, news and notices. */
const documents: Document[] = [
  doc('highlight', 'winter-sapporo', [-3, 25], navigate('highlight_sapporo', '/pagesBook/pages/select-date/lowprice'),
    ['Winter in Sapporo from HKD 2,388', '冬游札幌 HKD 2,388 起', '冬遊札幌 HKD 2,388 起'],
    ['Snow festival season: return fares to New Chitose for travel until March.', '雪祭季节：往返新千岁机票，适用于明年三月前出发。', '雪祭季節：來回新千歲機票，適用於明年三月前出發。']),
  doc('highlight', 'weekend-taipei', [-1, 14], navigate('highlight_taipei', '/pages/home/index'),
    ['A weekend in Taipei from HKD 1,188', '台北周末游 HKD 1,188 起', '台北週末遊 HKD 1,188 起'],
    ['Fly Friday evening, back Sunday night: night markets and hot springs in 48 hours.', '周五晚出发，周日晚返回：48小时畅游夜市与温泉。', '週五晚出發，週日晚回程：48小時暢遊夜市與溫泉。']),
  doc('highlight', 'baggage-allowance', [-30, 365], pdf('highlight_baggage_pdf', '/content/baggage-allowance.pdf'),
    ['Your baggage allowance at a glance', '行李额度一览', '行李限額一覽'],
    ['Cabin and checked bags by fare brand, and prepaid baggage until 4 hours before you fly.', '按票价品牌查看手提及托运行李额度，起飞前4小时仍可预购行李。', '按票價品牌查看手提及寄艙行李限額，起飛前4小時仍可預購行李。']),
  doc('highlight', 'autumn-bangkok', [-45, -20], navigate('highlight_bangkok', '/pages/home/index'),
    ['Autumn sale: Bangkok from HKD 988', '秋季特惠：曼谷 HKD 988 起', '秋季優惠：曼谷 HKD 988 起'],
    ['Book by the end of October.', '十月底前预订。', '十月底前預訂。']),
  doc('highlight', 'lunar-new-year', [20, 60], null,
    ['Lunar New Year fares are coming', '农历新年机票即将开售', '農曆新年機票即將開售'],
    ['Fly home for the holidays.', '回家过年。', '回家過年。']),
  doc('highlight', 'desktop-manage-booking', [-10, 90], null,
    ['Manage your booking on our website', '在官网管理您的预订', '在官網管理您的預訂'],
    ['Change seats and add baggage from your computer.', '在电脑上更改座位及加购行李。', '在電腦上更改座位及加購行李。'],
    { channels: ['pcWeb'] }),
  doc('club', 'club-earn', [-60, 300], navigate('club_join', '/pagesExternal/pages/club/step1'),
    ['Earn points on every flight', '每次飞行均可赚取积分', '每次飛行均可賺取積分'],
    ['Fortune Wings Club members earn points by fare brand and redeem them for award tickets from 7,500 points.', '富翼会会员按票价品牌赚取积分，7,500积分起即可兑换奖励机票。', '富翼會會員按票價品牌賺取積分，7,500積分起即可兌換獎勵機票。']),
  doc('club', 'club-tiers', [-60, 300], navigate('club_home', '/pagesMy/pages/fortuneWingsClub/index'),
    ['Silver, Gold, Platinum: what each tier brings', '银卡、金卡、白金卡：各级礼遇', '銀卡、金卡、白金卡：各級禮遇'],
    ['Priority check-in from Silver, lounge access from Gold, and a guaranteed seat on full flights for Platinum.', '银卡起享优先值机，金卡起享贵宾室礼遇，白金卡会员于满座航班亦保证有座位。', '銀卡起享優先登記，金卡起享貴賓室禮遇，白金卡會員於滿座航班亦保證有座位。']),
  doc('common', 'privacy-policy', [-365, 3650], null,
    ['Privacy policy', '隐私政策', '私隱政策'],
    ['How we collect, use and protect your personal data.', '我们如何收集、使用及保护您的个人资料。', '我們如何收集、使用及保護您的個人資料。'],
    { body: privacyPolicy }),
  doc('common', 'travel-documents', [-365, 3650], null,
    ['Travel documents and visas', '旅行证件及签证', '旅遊證件及簽證'],
    ['What to carry for your destination.', '前往目的地需携带的证件。', '前往目的地需攜帶的證件。'],
    { body: [
      'Your passport must be valid for at least six months from your date of arrival for most destinations in Asia.\n\nHong Kong permanent residents may enter Japan, Korea and Thailand without a visa for short visits. Taiwan requires an online arrival registration for Hong Kong and Macao residents.\n\nCheck the requirements of your destination before you fly: you may be refused boarding without the right documents.',
      '前往大部分亚洲目的地，护照有效期须自抵达日起计不少于六个月。\n\n香港永久性居民短期访问日本、韩国及泰国可免签证入境。港澳居民前往台湾须于网上办理入境登记。\n\n出发前请查阅目的地的入境要求：证件不符者可能被拒绝登机。',
      '前往大部分亞洲目的地，護照有效期須自抵達日起計不少於六個月。\n\n香港永久性居民短期訪問日本、韓國及泰國可免簽證入境。港澳居民前往台灣須於網上辦理入境登記。\n\n出發前請查閱目的地的入境要求：證件不符者可能被拒絕登機。',
    ] }),
  doc('menu', 'menu-flight-status', [-365, 3650], navigate('menu_flight_status', '/pagesService/pages/flight-info/index'),
    ['Flight status', '航班动态', '航班狀態']),
  doc('menu', 'menu-check-in', [-365, 3650], navigate('menu_check_in', '/pagesTravel/pages/checkIn/select-itinerary'),
    ['Check in', '网上值机', '網上登記']),
  doc('menu', 'menu-travel-documents', [-365, 3650], webview('menu_travel_documents', '/pages/web/index?id=travel-documents'),
    ['Travel documents', '旅行证件', '旅遊證件']),
  doc('menu', 'menu-notices', [-365, 3650], navigate('menu_notices', '/pagesBase/pages/notice/index'),
    ['Special notices', '特别通告', '特別通告']),
  doc('popup', 'home-winter-sale', [-1, 21], navigate('popup_winter_sale', '/pagesBase/pages/landing-page/index?id=winter-sapporo'),
    ['Winter sale to Japan and Korea', '日韩冬季特惠', '日韓冬季優惠'],
    ['Up to 30% off economy fares to Japan and Korea for travel in January.', '一月出发往日本及韩国的经济舱机票低至七折。', '一月出發往日本及韓國的經濟艙機票低至七折。'],
    { popup: { position: 'HOME', style: 'center', haveTabBar: true } }),
  doc('popup', 'service-lounge-vouchers', [-2, 30], navigate('popup_lounge_vouchers', '/pagesService/pages/lounge/list'),
    ['Relax before you fly', '登机前轻松一下', '登機前輕鬆一下'],
    ['Lounge vouchers at Hong Kong, Taipei, Tokyo and Bangkok from HKD 360.', '香港、台北、东京及曼谷贵宾室礼券 HKD 360 起。', '香港、台北、東京及曼谷貴賓室禮券 HKD 360 起。'],
    { popup: { position: 'SERVICE', style: 'bottom', haveTabBar: true } }),
  doc('popup', 'trip-check-in-online', [-7, 45], navigate('popup_check_in', '/pagesTravel/pages/checkIn/select-itinerary'),
    ['Check in online and skip the queue', '网上值机，免排队', '網上登記，免排隊'],
    ['Online check-in opens 48 hours before departure: choose your seat and keep your boarding pass on your phone.', '网上值机于起飞前48小时开放：自选座位，登机牌保存在手机上。', '網上登記於起飛前48小時開放：自選座位，登機證保存在手機上。'],
    { popup: { position: 'TRAVEL', style: 'full', haveTabBar: false } }),
  doc('news', 'new-route-sapporo', [-5, 60], null,
    ['Daily flights to Sapporo this winter', '今冬每日往返札幌', '今冬每日往返札幌'],
    ['From 1 December, one flight a day between Hong Kong and New Chitose.', '由12月1日起，香港与新千岁每日一班。', '由12月1日起，香港與新千歲每日一班。'],
    { body: [
      'From 1 December we fly daily between Hong Kong and Sapporo New Chitose, up from four flights a week.\n\nThe morning departure reaches Sapporo in time for an afternoon on the slopes, and the evening return connects with our flights to Southeast Asia.',
      '由12月1日起，我们香港往返札幌新千岁的航班由每周四班增至每日一班。\n\n早班机于午后抵达札幌，方便当天滑雪；晚班回程可衔接我们往东南亚的航班。',
      '由12月1日起，我們香港往返札幌新千歲的航班由每週四班增至每日一班。\n\n早班機於午後抵達札幌，方便當天滑雪；晚班回程可接駁我們往東南亞的航班。',
    ] }),
  doc('news', 'mobile-boarding-pass', [-12, 80], null,
    ['Your boarding pass now works offline', '电子登机牌现可离线使用', '電子登機證現可離線使用'],
    ['Open it once and it stays on your phone.', '打开一次即可保存在手机上。', '打開一次即可保存在手機上。'],
    { body: [
      'Once you have checked in and opened your boarding pass in the app, it stays on your phone, even without a signal at the gate.\n\nShow the barcode at security and at boarding.',
      '办理值机并在应用程序中打开登机牌后，即使在登机口没有信号，登机牌仍保存在手机上。\n\n请于安检及登机时出示条码。',
      '辦理登記並在應用程式中打開登機證後，即使在登機閘口沒有訊號，登機證仍保存在手機上。\n\n請於保安檢查及登機時出示條碼。',
    ] }),
  doc('news', 'summer-schedule-ended', [-90, -26], null,
    ['Summer schedule: extra flights to Osaka', '夏季航季：加开大阪航班', '夏季航季：加開大阪航班'],
    ['Until the end of October.', '至十月底。', '至十月底。'],
    { body: [
      'Extra flights to Osaka ran until the end of October.',
      '加开的大阪航班已于十月底结束。',
      '加開的大阪航班已於十月底結束。',
    ] }),
  doc('notice', 'typhoon-arrangements', [-20, 120], null,
    ['Travel arrangements during typhoon season', '台风季节出行安排', '颱風季節出行安排'],
    ['When signal No. 8 or above is hoisted in Hong Kong, you may change your flight once free of charge.', '香港悬挂八号或以上风球时，您可免费更改航班一次。', '香港懸掛八號或以上風球時，您可免費更改航班一次。'],
    { body: [
      'When Tropical Cyclone Warning Signal No. 8 or above, or a Black Rainstorm Warning, is in force in Hong Kong, flights may be delayed or cancelled.\n\nIf your flight is within 72 hours of such a warning, you may change it once free of charge to a flight within 7 days, or ask for a refund. Follow the status of your flight under Services > Flight status.',
      '香港悬挂八号或以上热带气旋警告信号，或发出黑色暴雨警告时，航班可能延误或取消。\n\n如您的航班在警告生效前后72小时内，可免费更改一次至7天内的航班，或申请退票。请于“服务 > 航班动态”关注航班状态。',
      '香港懸掛八號或以上熱帶氣旋警告信號，或發出黑色暴雨警告時，航班可能延誤或取消。\n\n如您的航班在警告生效前後72小時內，可免費更改一次至7天內的航班，或申請退票。請於「服務 > 航班狀態」留意航班狀態。',
    ] }),
  doc('notice', 'power-banks', [-40, 365], null,
    ['Power banks in the cabin', '机舱内使用充电宝须知', '機艙內使用尿袋須知'],
    ['Power banks travel in your cabin bag only and may not be used or charged on board.', '充电宝只可放在手提行李内，机上不可使用或充电。', '尿袋只可放在手提行李內，機上不可使用或充電。'],
    { body: [
      'Power banks and spare lithium batteries must be carried in your cabin bag, never in checked baggage. Each must be under 100 Wh; up to two of 100 to 160 Wh with our approval.\n\nOn board, power banks may not be used, charged or placed in the overhead locker.',
      '充电宝及备用锂电池必须放在手提行李内，不可托运。每个不得超过100瓦时；100至160瓦时的须经批准，最多两个。\n\n机上不可使用充电宝、为其充电或将其放在行李架内。',
      '尿袋及後備鋰電池必須放在手提行李內，不可寄艙。每個不得超過100瓦時；100至160瓦時的須經批准，最多兩個。\n\n機上不可使用尿袋、為其充電或將其放在行李櫃內。',
    ] }),
];

const day = 86_400_000;

/** Seeds the published content once, each document in en, sc and tc, its window counted from now. */
export async function seedContent(db: Db, now: Date): Promise<void> {
  const [row] = await db.select({ n: count() }).from(contentItems);
  if ((row?.n ?? 0) > 0) return;
  const rows = documents.flatMap((d, sort) =>
    (d.channels ?? ['H5', 'pcWeb']).flatMap((channel) =>
      languages.map((locale, i) => ({
        collection: d.collection,
        documentId: d.id,
        locale,
        channel,
        title: d.title[i]!,
        summary: d.summary?.[i] ?? '',
        body: d.body?.[i] ?? '',
        action: d.action,
        pagePositionCode: d.popup?.position ?? null,
        popupStyle: d.popup?.style ?? null,
        haveTabBar: d.popup?.haveTabBar ?? false,
        sort,
        startTime: new Date(now.getTime() + d.window[0] * day),
        endTime: new Date(now.getTime() + d.window[1] * day),
      })),
    ),
  );
  await db.insert(contentItems).values(rows);
}
