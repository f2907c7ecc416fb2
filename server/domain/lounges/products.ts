import { codes } from '../../../services/schemas/codes';
import {
  meetGreetSlotNames,
  meetGreetSlots,
  type Inventory,
  type LoungePage,
  type LoungeProduct,
  type LoungeProductType,
} from '../../../services/schemas/lounge';
import { paymentProviders } from '../../../services/schemas/payment';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import type { Config } from '../../config';
import { convert, type Currency } from '../booking/fares';
import { localTime } from '../booking/reference';
import { DomainError } from '../errors';
import { languageOf, translate } from '../../i18n';

/** Voucher terms (spec section 9). */
export const VOUCHER_VALIDITY_DAYS = 365;
export const MAX_STAY_HOURS = 4;
export const FREE_CHANGES = 3;
export const TRANSFERS = 3;
/** Vouchers are sold for the days from today to this many days ahead, at the airport. */
export const SALE_DAYS = 90;

type ProductWithPlace = NonNullable<Awaited<ReturnType<Store['lounges']['product']>>>;
type Stock = { total: number; sold: number };

/** Whoever may see and buy the product: the staff offer only staff accounts. */
export interface Buyer {
  staff: boolean;
}

export const productNotFound = () => new DomainError(codes.loungeProductNotFound, 'errors.loungeProductNotFound');

/** Today at the airport, YYYY-MM-DD. */
export const airportToday = (timeZone: string, now: Date) => localTime(now, timeZone).slice(0, 10);

const stockOf = (row: ProductWithPlace, stock: Stock | undefined): Stock => stock ?? { total: row.product.dailyInventory, sold: 0 };

/** The product's rules as the caller reads them. */
export function usageRules(productType: string, transferable: boolean, locale: string): string[] {
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  if (productType === 'MEET_GREET') return [t('vipRoom.meetGreetRules.booking'), t('vipRoom.meetGreetRules.child'), t('vipRoom.rules.validity', { days: VOUCHER_VALIDITY_DAYS, hours: MAX_STAY_HOURS })];
  return [
    t('vipRoom.rules.namedUser'),
    t('vipRoom.rules.validity', { days: VOUCHER_VALIDITY_DAYS, hours: MAX_STAY_HOURS }),
    t('vipRoom.rules.child'),
    t('vipRoom.rules.changes', { changes: FREE_CHANGES }),
    ...(transferable ? [t('vipRoom.transferRule', { transfers: TRANSFERS })] : []),
  ];
}

export function productView(row: ProductWithPlace, stock: Stock | undefined, currency: Currency, locale: string, config: Config): LoungeProduct {
  const { product, airport, city } = row;
  const language = languageOf(locale);
  const nameOf = (r: { nameEn: string; nameSc: string; nameTc: string }) => ({ en: r.nameEn, sc: r.nameSc, tc: r.nameTc })[language];
  const { total, sold } = stockOf(row, stock);
  return {
    productId: product.id,
    productCode: product.productCode,
    productType: product.productType as LoungeProductType,
    airportCode: airport.code,
    airportName: nameOf(airport),
    cityCode: city.code,
    cityName: nameOf(city),
    productName: product.name[language],
    amount: convert(Number(product.priceHkd), currency),
    originalAmount: product.originalPriceHkd === null ? null : convert(Number(product.originalPriceHkd), currency),
    currencyCode: currency,
    address: product.address[language],
    operateTime: product.operateTime,
    lastAdmission: product.lastAdmission,
    closedTime: product.closedTime,
    limitBuy: product.limitBuy,
    totalInventory: total,
    inventory: total - sold,
    saleNum: sold,
    paymentChannel: paymentProviders.filter((p) => config.paymentProviders[p]),
    usageRules: usageRules(product.productType, product.transferable, locale),
    transferable: product.transferable,
    changeLimit: FREE_CHANGES,
    transferLimit: product.transferable ? TRANSFERS : 0,
    validityDays: VOUCHER_VALIDITY_DAYS,
    maxStayHours: MAX_STAY_HOURS,
    slots: product.productType === 'MEET_GREET' ? meetGreetSlotNames.map((slot) => ({ slot, ...meetGreetSlots[slot] })) : [],
  };
}

export interface ProductQuery extends Page {
  productType: LoungeProductType;
  cityCode?: string;
  currencyCode: Currency;
}

/** A page of products of a type with today's stock at each airport; the staff offer answers only staff accounts. */
export async function productPage(store: Store, query: ProductQuery, buyer: Buyer, locale: string, config: Config, now: Date): Promise<LoungePage> {
  if (query.productType === 'VIP_ROOM_EMPLOYEE' && !buyer.staff) throw new DomainError(codes.loungeStaffOnly, 'errors.loungeStaffOnly');
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  const { records, total } = await store.lounges.productPage([query.productType], query.cityCode, page);
  const today = records.map((r) => ({ productId: r.product.id, useDate: airportToday(r.airport.timeZone, now) }));
  const stock = await store.lounges.days(today);
  const stockFor = (productId: number) => stock.find((s) => s.productId === productId);
  return { records: records.map((r) => productView(r, stockFor(r.product.id), query.currencyCode, locale, config)), total, ...page };
}

/** The product if the buyer may buy it. */
export async function productFor(store: Store, productId: number, buyer: Buyer): Promise<ProductWithPlace> {
  const row = await store.lounges.product(productId);
  if (!row || (row.product.productType === 'VIP_ROOM_EMPLOYEE' && !buyer.staff)) throw productNotFound();
  return row;
}

/** A day on sale: from today at the airport to SALE_DAYS ahead. */
export function checkUseDate(row: ProductWithPlace, useDate: string, now: Date): void {
  const today = airportToday(row.airport.timeZone, now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + SALE_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (useDate < today || useDate > last) throw new DomainError(codes.loungeDateInvalid, 'errors.loungeDateInvalid', { days: SALE_DAYS });
}

/** The day's total and what is left. */
export async function inventoryOf(store: Store, query: { productId: number; useDate: string }, buyer: Buyer, now: Date): Promise<Inventory> {
  const row = await productFor(store, query.productId, buyer);
  checkUseDate(row, query.useDate, now);
  const [stock] = await store.lounges.days([query]);
  const { total, sold } = stockOf(row, stock);
  return { productId: row.product.id, useDate: query.useDate, totalInventory: total, inventory: total - sold, saleNum: sold, limitBuy: row.product.limitBuy };
}
