import { useSelector } from '@xstate/react';
import { loungePages, meetGreetPages } from '../../../services/lounge';
import type { LoungeProduct } from '../../../services/schemas/lounge';
import { settingsActor } from '../../app/actors';
import { useLoad } from '../../app/hooks';

/** Every product of a kind fits on one page. */
const ALL = { pageNum: 1, pageSize: 100 };

/** The lounges, the staff offer or the meet-and-greet products, in the chosen currency. */
export function useProducts(kind: 'VIP_ROOM' | 'VIP_ROOM_EMPLOYEE' | 'MEET_GREET') {
  const currencyCode = useSelector(settingsActor, (s) => s.context.currency);
  return useLoad(async (signal): Promise<LoungeProduct[]> => {
    const page = kind === 'MEET_GREET' ? await meetGreetPages({ ...ALL, currencyCode }, signal) : await loungePages({ ...ALL, currencyCode, productType: kind }, signal);
    return page.records;
  });
}

/** A product's page: its details, or straight to meet-and-greet's form. */
export const productPath = (p: LoungeProduct) => `/pagesService/pages/vipLounge/detail?productId=${p.productId}${p.productType === 'VIP_ROOM' ? '' : `&productType=${p.productType}`}`;
