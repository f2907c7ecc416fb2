/** Paying a date change's difference is paying its new order: the booking's payment page, with the new order's id. */
export { default } from '../../pagesBook/payment/index';
