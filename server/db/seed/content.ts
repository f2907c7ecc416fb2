import { count } from 'drizzle-orm';
import type { ContentAction, ContentCollection } from '../../../services/schemas/content';
import type { Db } from '../client';
import { contentItems } from '../schema';

type Text = { en: string; sc: string; tc: string };

interface Document {
  collection: ContentCollection;
  id: string;
  title: Text;
  summary?: Text;
  /** Paragraphs are separated by an empty line. */
  body?: Text;
  action?: ContentAction;
  popup?: { position: string; style: 'center' | 'bottom' | 'full'; haveTabBar: boolean };
  /** Days from the seeding: published from, until. */
  window: [number, number];
  channels?: ('H5' | 'pcWeb')[];
}

const navigate = (trackerName: string, url: string): ContentAction => ({ moduleName: 'app', trackerName, actionType: 'navigate', url, params: {} });
const webview = (trackerName: string, url: string): ContentAction => ({ moduleName: 'web', trackerName, actionType: 'webview', url, params: {} });
const pdf = (trackerName: string, url: string): ContentAction => ({ moduleName: 'web', trackerName, actionType: 'pdf', url, params: {} });

const privacyPolicy: Text = {
  en: [
    'Fortune Wings Airlines Limited ("we") respects your privacy. This policy explains what personal data we collect when you use our app and website, why we collect it and how you can exercise your rights under the Personal Data (Privacy) Ordinance of Hong Kong.',
    'What we collect: your name as in your travel document, date of birth, nationality, travel document number and expiry, contact details (mobile number and e-mail), your Fortune Wings Club card number, and your bookings, payments and flights.',
    'Why we collect it: to book and ticket your flights, to check you in, to meet the immigration and security requirements of the places you fly to, to credit and redeem your club points, and to send you service messages about your trips.',
    'Who we share it with: the airports, ground handlers and government authorities of your journey, our payment providers and insurer, and partner airlines on your itinerary. We do not sell your personal data.',
    'How long we keep it: booking records for seven years after travel; your account until you delete it (Mine > Settings > Delete account).',
    'Your rights: you may ask to see or correct your personal data, and withdraw consent to marketing at any time. Write to our Data Protection Officer at privacy@fwc.example.',
  ].join('\n\n'),
  sc: [
    '富翼航空有限公司（“我们”）尊重您的隐私。本政策说明您使用我们的应用程序及网站时，我们收集哪些个人资料、收集的原因，以及您如何根据香港《个人资料（私隐）条例》行使您的权利。',
    '我们收集的资料：您旅行证件上的姓名、出生日期、国籍、证件号码及有效期、联系方式（手机号码及电邮）、富翼会会员卡号，以及您的预订、付款和航班记录。',
    '收集的原因：为您预订航班及出票、办理值机、符合目的地的出入境及安保要求、累积及兑换会员积分，以及向您发送行程相关的服务信息。',
    '我们与谁分享：您行程中的机场、地勤代理及政府部门，我们的支付服务商及保险公司，以及行程中的合作航空公司。我们不会出售您的个人资料。',
    '保存期限：预订记录保存至出行后七年；账户资料保存至您注销账户为止（我的 > 设置 > 注销账户）。',
    '您的权利：您可要求查阅或更正您的个人资料，并可随时撤回接收推广信息的同意。请致函我们的资料保护主任：privacy@fwc.example。',
  ].join('\n\n'),
  tc: [
    '富翼航空有限公司（「我們」）尊重您的私隱。本政策說明您使用我們的應用程式及網站時，我們收集哪些個人資料、收集的原因，以及您如何根據香港《個人資料（私隱）條例》行使您的權利。',
    '我們收集的資料：您旅遊證件上的姓名、出生日期、國籍、證件號碼及有效期、聯絡方式（手提電話號碼及電郵）、富翼會會員卡號碼，以及您的預訂、付款和航班紀錄。',
    '收集的原因：為您預訂航班及出票、辦理登記手續、符合目的地的出入境及保安要求、累積及兌換會員積分，以及向您發送行程相關的服務訊息。',
    '我們與誰分享：您行程中的機場、地勤代理及政府部門，我們的付款服務商及保險公司，以及行程中的夥伴航空公司。我們不會出售您的個人資料。',
    '保存期限：預訂紀錄保存至出行後七年；帳戶資料保存至您刪除帳戶為止（我的 > 設定 > 刪除帳戶）。',
    '您的權利：您可要求查閱或更正您的個人資料，並可隨時撤回接收推廣訊息的同意。請致函我們的資料保障主任：privacy@fwc.example。',
  ].join('\n\n'),
};

/** What the airline publishes: this season's offers, last month's (expired) and next month's (not yet), club pages, pages, menus, a pop-up, news and notices. */
const documents: Document[] = [
  {
    collection: 'highlight',
    id: 'winter-sapporo',
    title: { en: 'Winter in Sapporo from HKD 2,388', sc: '冬游札幌 HKD 2,388 起', tc: '冬遊札幌 HKD 2,388 起' },
    summary: {
      en: 'Snow festival season: return fares to New Chitose for travel until March.',
      sc: '雪祭季节：往返新千岁机票，适用于明年三月前出发。',
      tc: '雪祭季節：來回新千歲機票，適用於明年三月前出發。',
    },
    action: navigate('highlight_sapporo', '/pagesBook/pages/select-date/lowprice'),
    window: [-3, 25],
  },
  {
    collection: 'highlight',
    id: 'weekend-taipei',
    title: { en: 'A weekend in Taipei from HKD 1,188', sc: '台北周末游 HKD 1,188 起', tc: '台北週末遊 HKD 1,188 起' },
    summary: {
      en: 'Fly Friday evening, back Sunday night: night markets and hot springs in 48 hours.',
      sc: '周五晚出发，周日晚返回：48小时畅游夜市与温泉。',
      tc: '週五晚出發，週日晚回程：48小時暢遊夜市與溫泉。',
    },
    action: navigate('highlight_taipei', '/pages/home/index'),
    window: [-1, 14],
  },
  {
    collection: 'highlight',
    id: 'baggage-allowance',
    title: { en: 'Your baggage allowance at a glance', sc: '行李额度一览', tc: '行李限額一覽' },
    summary: {
      en: 'Cabin and checked bags by fare brand, and prepaid baggage until 4 hours before you fly.',
      sc: '按票价品牌查看手提及托运行李额度，起飞前4小时仍可预购行李。',
      tc: '按票價品牌查看手提及寄艙行李限額，起飛前4小時仍可預購行李。',
    },
    action: pdf('highlight_baggage_pdf', '/content/baggage-allowance.pdf'),
    window: [-30, 365],
  },
  {
    collection: 'highlight',
    id: 'autumn-bangkok',
    title: { en: 'Autumn sale: Bangkok from HKD 988', sc: '秋季特惠：曼谷 HKD 988 起', tc: '秋季優惠：曼谷 HKD 988 起' },
    summary: { en: 'Book by the end of October.', sc: '十月底前预订。', tc: '十月底前預訂。' },
    action: navigate('highlight_bangkok', '/pages/home/index'),
    window: [-45, -20],
  },
  {
    collection: 'highlight',
    id: 'lunar-new-year',
    title: { en: 'Lunar New Year fares are coming', sc: '农历新年机票即将开售', tc: '農曆新年機票即將開售' },
    summary: { en: 'Fly home for the holidays.', sc: '回家过年。', tc: '回家過年。' },
    window: [20, 60],
  },
  {
    collection: 'highlight',
    id: 'desktop-manage-booking',
    title: { en: 'Manage your booking on our website', sc: '在官网管理您的预订', tc: '在官網管理您的預訂' },
    summary: { en: 'Change seats and add baggage from your computer.', sc: '在电脑上更改座位及加购行李。', tc: '在電腦上更改座位及加購行李。' },
    window: [-10, 90],
    channels: ['pcWeb'],
  },
  {
    collection: 'club',
    id: 'club-earn',
    title: { en: 'Earn points on every flight', sc: '每次飞行均可赚取积分', tc: '每次飛行均可賺取積分' },
    summary: {
      en: 'Fortune Wings Club members earn points by fare brand and redeem them for award tickets from 7,500 points.',
      sc: '富翼会会员按票价品牌赚取积分，7,500积分起即可兑换奖励机票。',
      tc: '富翼會會員按票價品牌賺取積分，7,500積分起即可兌換獎勵機票。',
    },
    action: navigate('club_join', '/pagesExternal/pages/club/step1'),
    window: [-60, 300],
  },
  {
    collection: 'club',
    id: 'club-tiers',
    title: { en: 'Silver, Gold, Platinum: what each tier brings', sc: '银卡、金卡、白金卡：各级礼遇', tc: '銀卡、金卡、白金卡：各級禮遇' },
    summary: {
      en: 'Priority check-in from Silver, lounge access from Gold, and a guaranteed seat on full flights for Platinum.',
      sc: '银卡起享优先值机，金卡起享贵宾室礼遇，白金卡会员于满座航班亦保证有座位。',
      tc: '銀卡起享優先登記，金卡起享貴賓室禮遇，白金卡會員於滿座航班亦保證有座位。',
    },
    action: navigate('club_home', '/pagesMy/pages/fortuneWingsClub/index'),
    window: [-60, 300],
  },
  {
    collection: 'common',
    id: 'privacy-policy',
    title: { en: 'Privacy policy', sc: '隐私政策', tc: '私隱政策' },
    summary: { en: 'How we collect, use and protect your personal data.', sc: '我们如何收集、使用及保护您的个人资料。', tc: '我們如何收集、使用及保護您的個人資料。' },
    body: privacyPolicy,
    window: [-365, 3650],
  },
  {
    collection: 'common',
    id: 'travel-documents',
    title: { en: 'Travel documents and visas', sc: '旅行证件及签证', tc: '旅遊證件及簽證' },
    summary: { en: 'What to carry for your destination.', sc: '前往目的地需携带的证件。', tc: '前往目的地需攜帶的證件。' },
    body: {
      en: 'Your passport must be valid for at least six months from your date of arrival for most destinations in Asia.\n\nHong Kong permanent residents may enter Japan, Korea and Thailand without a visa for short visits. Taiwan requires an online arrival registration for Hong Kong and Macao residents.\n\nCheck the requirements of your destination before you fly: you may be refused boarding without the right documents.',
      sc: '前往大部分亚洲目的地，护照有效期须自抵达日起计不少于六个月。\n\n香港永久性居民短期访问日本、韩国及泰国可免签证入境。港澳居民前往台湾须于网上办理入境登记。\n\n出发前请查阅目的地的入境要求：证件不符者可能被拒绝登机。',
      tc: '前往大部分亞洲目的地，護照有效期須自抵達日起計不少於六個月。\n\n香港永久性居民短期訪問日本、韓國及泰國可免簽證入境。港澳居民前往台灣須於網上辦理入境登記。\n\n出發前請查閱目的地的入境要求：證件不符者可能被拒絕登機。',
    },
    window: [-365, 3650],
  },
  {
    collection: 'menu',
    id: 'menu-flight-status',
    title: { en: 'Flight status', sc: '航班动态', tc: '航班狀態' },
    action: navigate('menu_flight_status', '/pagesService/pages/flight-info/index'),
    window: [-365, 3650],
  },
  {
    collection: 'menu',
    id: 'menu-check-in',
    title: { en: 'Check in', sc: '网上值机', tc: '網上登記' },
    action: navigate('menu_check_in', '/pagesTravel/pages/checkIn/select-itinerary'),
    window: [-365, 3650],
  },
  {
    collection: 'menu',
    id: 'menu-travel-documents',
    title: { en: 'Travel documents', sc: '旅行证件', tc: '旅遊證件' },
    action: webview('menu_travel_documents', '/pages/web/index?id=travel-documents'),
    window: [-365, 3650],
  },
  {
    collection: 'menu',
    id: 'menu-notices',
    title: { en: 'Special notices', sc: '特别通告', tc: '特別通告' },
    action: navigate('menu_notices', '/pagesBase/pages/notice/index'),
    window: [-365, 3650],
  },
  {
    collection: 'popup',
    id: 'home-winter-sale',
    title: { en: 'Winter sale to Japan and Korea', sc: '日韩冬季特惠', tc: '日韓冬季優惠' },
    summary: {
      en: 'Up to 30% off economy fares to Japan and Korea for travel in January.',
      sc: '一月出发往日本及韩国的经济舱机票低至七折。',
      tc: '一月出發往日本及韓國的經濟艙機票低至七折。',
    },
    action: navigate('popup_winter_sale', '/pagesBase/pages/landing-page/index?id=winter-sapporo'),
    popup: { position: 'HOME', style: 'center', haveTabBar: true },
    window: [-1, 21],
  },
  {
    collection: 'news',
    id: 'new-route-sapporo',
    title: { en: 'Daily flights to Sapporo this winter', sc: '今冬每日往返札幌', tc: '今冬每日往返札幌' },
    summary: { en: 'From 1 December, one flight a day between Hong Kong and New Chitose.', sc: '由12月1日起，香港与新千岁每日一班。', tc: '由12月1日起，香港與新千歲每日一班。' },
    body: {
      en: 'From 1 December we fly daily between Hong Kong and Sapporo New Chitose, up from four flights a week.\n\nThe morning departure reaches Sapporo in time for an afternoon on the slopes, and the evening return connects with our flights to Southeast Asia.',
      sc: '由12月1日起，我们香港往返札幌新千岁的航班由每周四班增至每日一班。\n\n早班机于午后抵达札幌，方便当天滑雪；晚班回程可衔接我们往东南亚的航班。',
      tc: '由12月1日起，我們香港往返札幌新千歲的航班由每週四班增至每日一班。\n\n早班機於午後抵達札幌，方便當天滑雪；晚班回程可接駁我們往東南亞的航班。',
    },
    window: [-5, 60],
  },
  {
    collection: 'news',
    id: 'mobile-boarding-pass',
    title: { en: 'Your boarding pass now works offline', sc: '电子登机牌现可离线使用', tc: '電子登機證現可離線使用' },
    summary: { en: 'Open it once and it stays on your phone.', sc: '打开一次即可保存在手机上。', tc: '打開一次即可保存在手機上。' },
    body: {
      en: 'Once you have checked in and opened your boarding pass in the app, it stays on your phone, even without a signal at the gate.\n\nShow the barcode at security and at boarding.',
      sc: '办理值机并在应用程序中打开登机牌后，即使在登机口没有信号，登机牌仍保存在手机上。\n\n请于安检及登机时出示条码。',
      tc: '辦理登記並在應用程式中打開登機證後，即使在登機閘口沒有訊號，登機證仍保存在手機上。\n\n請於保安檢查及登機時出示條碼。',
    },
    window: [-12, 80],
  },
  {
    collection: 'news',
    id: 'summer-schedule-ended',
    title: { en: 'Summer schedule: extra flights to Osaka', sc: '夏季航季：加开大阪航班', tc: '夏季航季：加開大阪航班' },
    summary: { en: 'Until the end of October.', sc: '至十月底。', tc: '至十月底。' },
    body: { en: 'Extra flights to Osaka ran until the end of October.', sc: '加开的大阪航班已于十月底结束。', tc: '加開的大阪航班已於十月底結束。' },
    window: [-90, -26],
  },
  {
    collection: 'notice',
    id: 'typhoon-arrangements',
    title: { en: 'Travel arrangements during typhoon season', sc: '台风季节出行安排', tc: '颱風季節出行安排' },
    summary: {
      en: 'When signal No. 8 or above is hoisted in Hong Kong, you may change your flight once free of charge.',
      sc: '香港悬挂八号或以上风球时，您可免费更改航班一次。',
      tc: '香港懸掛八號或以上風球時，您可免費更改航班一次。',
    },
    body: {
      en: 'When Tropical Cyclone Warning Signal No. 8 or above, or a Black Rainstorm Warning, is in force in Hong Kong, flights may be delayed or cancelled.\n\nIf your flight is within 72 hours of such a warning, you may change it once free of charge to a flight within 7 days, or ask for a refund. Follow the status of your flight under Services > Flight status.',
      sc: '香港悬挂八号或以上热带气旋警告信号，或发出黑色暴雨警告时，航班可能延误或取消。\n\n如您的航班在警告生效前后72小时内，可免费更改一次至7天内的航班，或申请退票。请于“服务 > 航班动态”关注航班状态。',
      tc: '香港懸掛八號或以上熱帶氣旋警告信號，或發出黑色暴雨警告時，航班可能延誤或取消。\n\n如您的航班在警告生效前後72小時內，可免費更改一次至7天內的航班，或申請退票。請於「服務 > 航班狀態」留意航班狀態。',
    },
    window: [-20, 120],
  },
  {
    collection: 'notice',
    id: 'power-banks',
    title: { en: 'Power banks in the cabin', sc: '机舱内使用充电宝须知', tc: '機艙內使用尿袋須知' },
    summary: {
      en: 'Power banks travel in your cabin bag only and may not be used or charged on board.',
      sc: '充电宝只可放在手提行李内，机上不可使用或充电。',
      tc: '尿袋只可放在手提行李內，機上不可使用或充電。',
    },
    body: {
      en: 'Power banks and spare lithium batteries must be carried in your cabin bag, never in checked baggage. Each must be under 100 Wh; up to two of 100 to 160 Wh with our approval.\n\nOn board, power banks may not be used, charged or placed in the overhead locker.',
      sc: '充电宝及备用锂电池必须放在手提行李内，不可托运。每个不得超过100瓦时；100至160瓦时的须经批准，最多两个。\n\n机上不可使用充电宝、为其充电或将其放在行李架内。',
      tc: '尿袋及後備鋰電池必須放在手提行李內，不可寄艙。每個不得超過100瓦時；100至160瓦時的須經批准，最多兩個。\n\n機上不可使用尿袋、為其充電或將其放在行李櫃內。',
    },
    window: [-40, 365],
  },
];

const day = 86_400_000;

/** Seeds the published content once, each document in en, sc and tc, its window counted from now. */
export async function seedContent(db: Db, now: Date): Promise<void> {
  const [row] = await db.select({ n: count() }).from(contentItems);
  if ((row?.n ?? 0) > 0) return;
  const rows = documents.flatMap((d, sort) =>
    (d.channels ?? ['H5', 'pcWeb']).flatMap((channel) =>
      (['en', 'sc', 'tc'] as const).map((locale) => ({
        collection: d.collection,
        documentId: d.id,
        locale,
        channel,
        title: d.title[locale],
        summary: d.summary?.[locale] ?? '',
        body: d.body?.[locale] ?? '',
        action: d.action ?? null,
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
