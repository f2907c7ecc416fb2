import type { PaymentProvider } from '../../../services/schemas/payment';

/** The payment pages of spec section 2, and the result they lead to. */
export type PaymentPage = 'index' | 'qrCode' | 'paymentForWeb' | 'paymentForMiniApp' | 'paymentNotify' | 'result';
export interface NamedPayment {
  provider: PaymentProvider;
  paymentId: string;
}

/** The address of one of an order's payment pages, naming the payment under way if there is one. */
export const paymentAddress = (page: PaymentPage, orderId: number, payment?: NamedPayment | null) =>
  `/pagesBook/pages/payment/${page}?${new URLSearchParams({ orderId: String(orderId), ...(payment ? { provider: payment.provider, paymentId: payment.paymentId } : {}) })}`;
