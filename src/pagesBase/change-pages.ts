import type { ComponentType } from 'react';
import type { PageProps } from '../page-props';
import MyChangeDateIndex from '../pagesMy/order/change-date/index';
import MyChangeDateChangeDate from '../pagesMy/order/change-date/change-date';
import BaseChangebookPickPasslist from './changeBook/pick-passlist';
import BaseSelectDateIndex from './select-date/index';
import BaseChangebookIndex from './changeBook/index';
import BaseChangebookPickBrand from './changeBook/pick-brand';
import BaseChangebookFillPassenger from './changeBook/fill-passenger';
import BaseAddedServiceIndex from './added-service/index';
import BaseAddedServiceLuggage from './added-service/luggage';
import BaseAddedServiceFood from './added-service/food';
import BaseAddedServiceInsurance from './added-service/insurance';
import BaseSelectSeatIndex from './select-seat/index';
import BaseSelectSeatTravel from './select-seat/travel';
import BaseSelectSeatSeat from './select-seat/seat';
import BaseChangebookFillDetail from './changeBook/fill-detail';

/** The date change's pages by route (src/routes.ts loads them through this one module). */
export const changePages = {
  '/pagesMy/pages/order/change-date/index': MyChangeDateIndex,
  '/pagesMy/pages/order/change-date/change-date': MyChangeDateChangeDate,
  '/pagesBase/pages/changeBook/pick-passlist': BaseChangebookPickPasslist,
  '/pagesBase/pages/select-date/index': BaseSelectDateIndex,
  '/pagesBase/pages/changeBook/index': BaseChangebookIndex,
  '/pagesBase/pages/changeBook/pick-brand': BaseChangebookPickBrand,
  '/pagesBase/pages/changeBook/fill-passenger': BaseChangebookFillPassenger,
  '/pagesBase/pages/added-service/index': BaseAddedServiceIndex,
  '/pagesBase/pages/added-service/luggage': BaseAddedServiceLuggage,
  '/pagesBase/pages/added-service/food': BaseAddedServiceFood,
  '/pagesBase/pages/added-service/insurance': BaseAddedServiceInsurance,
  '/pagesBase/pages/select-seat/index': BaseSelectSeatIndex,
  '/pagesBase/pages/select-seat/travel': BaseSelectSeatTravel,
  '/pagesBase/pages/select-seat/seat': BaseSelectSeatSeat,
  '/pagesBase/pages/changeBook/fill-detail': BaseChangebookFillDetail,
} satisfies Record<string, ComponentType<PageProps>>;
export type ChangePagePath = keyof typeof changePages;
