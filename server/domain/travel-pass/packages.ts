import { codes } from '../../../services/schemas/codes';
import { travelPassAreas, type OdSearchRequest, type SaleStatus, type TravelPassArea, type TravelPassPackage } from '../../../services/schemas/travel-pass';
import { translate, type Language } from '../../i18n';
import type { Page } from '../../repositories/page';
import type { PackageRow } from '../../repositories/travel-passes';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { sendMessage } from '../messages';

export const packageNotFound = () => new DomainError(codes.travelPassNotFound, 'errors.travelPassNotFound');

/** The locale whose texts a language's answers take. */
export const localeOfLanguage: Record<Language, string> = { en: 'en-US', sc: 'zh-CN', tc: 'zh-HK' };

/** The sale by the server's clock: on sale only from its start to its end (both included) while passes remain. */
export function saleStatusOf(pkg: PackageRow, now: Date): SaleStatus {
  if (now < pkg.saleStartsAt) return 'COMING_SOON';
  if (now > pkg.saleEndsAt) return 'ENDED';
  return pkg.sold >= pkg.stock ? 'SOLD_OUT' : 'ON_SALE';
}

export function packageView(pkg: PackageRow, language: Language, now: Date, reminded: Set<number>): TravelPassPackage {
  return {
    id: pkg.id,
    code: pkg.code,
    area: pkg.area as TravelPassArea,
    origin: pkg.origin,
    destination: pkg.destination,
    name: pkg.name[language],
    summary: pkg.summary[language],
    routes: pkg.routes,
    tickets: pkg.tickets,
    cabin: pkg.cabin as TravelPassPackage['cabin'],
    validityDays: pkg.validityDays,
    travelFrom: pkg.travelFrom,
    travelTo: pkg.travelTo,
    blackoutDates: pkg.blackoutDates,
    coolingOffDays: pkg.coolingOffDays,
    currency: pkg.currency as TravelPassPackage['currency'],
    adultPrice: Number(pkg.adultPrice),
    limitBuy: pkg.limitBuy,
    remaining: Math.max(0, pkg.stock - pkg.sold),
    saleStatus: saleStatusOf(pkg, now),
    saleStartsAt: pkg.saleStartsAt.toISOString(),
    saleEndsAt: pkg.saleEndsAt.toISOString(),
    reminded: reminded.has(pkg.id),
  };
}

/** The shop as the caller (a user, or null for anyone) sees it. */
export function travelPassShop(store: Store, userId: number | null, language: Language, now: Date) {
  const remindedOf = () => (userId === null ? Promise.resolve(new Set<number>()) : store.travelPasses.remindedPackages(userId));
  const listed = async (keep: (pkg: PackageRow) => boolean = () => true) => {
    const [rows, reminded] = await Promise.all([store.travelPasses.listed(now), remindedOf()]);
    return rows.filter(keep).map((pkg) => packageView(pkg, language, now, reminded));
  };

  return {
    list: (area?: TravelPassArea) => listed((pkg) => area === undefined || pkg.area === area),

    async page(area: TravelPassArea | undefined, page: Page) {
      const all = await listed((pkg) => area === undefined || pkg.area === area);
      const start = (page.pageNum - 1) * page.pageSize;
      return { records: all.slice(start, start + page.pageSize), total: all.length, ...page };
    },

    /** Packages one of whose routes serves the origin and the destination given, either way. */
    searchOd({ origin, destination }: OdSearchRequest) {
      const serves = (r: { org: string; dst: string }, a?: string, b?: string) => (a === undefined || r.org === a) && (b === undefined || r.dst === b);
      return listed((pkg) => pkg.routes.some((r) => serves(r, origin, destination) || serves(r, destination, origin)));
    },

    async areas() {
      const all = await listed();
      return travelPassAreas.map((area) => ({ area, name: translate(localeOfLanguage[language], `travelPass.area.${area}`), packages: all.filter((p) => p.area === area).length }));
    },

    async detail(id: number) {
      const pkg = await store.travelPasses.packageById(id);
      if (!pkg) throw packageNotFound();
      return packageView(pkg, language, now, await remindedOf());
    },

    async equityRule(id: number) {
      const pkg = await store.travelPasses.packageById(id);
      if (!pkg) throw packageNotFound();
      return { packageId: pkg.id, name: pkg.name[language], rules: pkg.rules[language] };
    },
  };
}

/** Asks to be told when a coming-soon package's sale opens; setting it twice is the same as once. */
export async function remindOnSale(store: Store, userId: number, packageId: number, now: Date) {
  const pkg = await store.travelPasses.packageById(packageId);
  if (!pkg) throw packageNotFound();
  if (saleStatusOf(pkg, now) !== 'COMING_SOON') throw new DomainError(codes.travelPassNotComingSoon, 'errors.travelPassNotComingSoon');
  await store.travelPasses.remind(pkg.id, userId, now);
  return { packageId: pkg.id, reminded: true as const };
}

const REMINDER_BATCH = 200;

/** The job: each reminder of a package whose sale has opened becomes one message in the message centre, once. */
export async function sendSaleReminders(store: Store, now: Date): Promise<number> {
  const due = await store.travelPasses.dueReminders(now, REMINDER_BATCH);
  let sent = 0;
  for (const { id, userId, pkg } of due) {
    const done = await store.transaction(async (tx) => {
      if (!(await tx.travelPasses.markSent(id, now))) return false;
      await sendMessage(tx, userId, 'travelPass.reminder', { name: pkg.name.en, nameSc: pkg.name.sc, nameTc: pkg.name.tc, price: Number(pkg.adultPrice), currency: pkg.currency }, now);
      return true;
    });
    if (done) sent++;
  }
  return due.length === REMINDER_BATCH ? sent + (await sendSaleReminders(store, now)) : sent;
}
