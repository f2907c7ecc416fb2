import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paymentCountdownMachine } from '../../../machines/payment-countdown.machine';
import { travelPassMachine, type TravelPassInput } from '../../../machines/travel-pass.machine';
import { orderDetail } from '../../../services/order';
import { airpassGotoPay, airpassPaymentStatus, airpassPrepay, bindPassengers, createPassOrder, packageDetail, passOrderDetail, remindOnSale } from '../../../services/travel-pass';
import { t } from '../../app/i18n';
import { RUNTIME_TOAST_MS, showToast } from '../../app/toast';

/** A pass order's payment countdown, its payment made by the airpass payment calls on the provider's hosted page. */
const passPayment = paymentCountdownMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => orderDetail(input, signal)),
    prepay: fromPromise(({ input, signal }) => airpassPrepay(input.provider, input.orderId, signal)),
    resumePayment: fromPromise(({ input, signal }) => airpassGotoPay(input.provider, input.paymentId, signal)),
    checkPayment: fromPromise(({ input, signal }) => airpassPaymentStatus(input.provider, input.paymentId, signal)),
  },
  actions: {
    notifyBusy: () => showToast(t('notice.paying'), RUNTIME_TOAST_MS),
    openPayPage: ({ context }) => window.location.assign(context.payment!.payUrl!),
  },
});

/** The Travel Pass statechart's services and actions, provided here and nowhere else. */
const provided = travelPassMachine.provide({
  actors: {
    loadPackage: fromPromise(({ input, signal }) => packageDetail(input, signal)),
    remind: fromPromise(({ input, signal }) => remindOnSale(input, signal)),
    createOrder: fromPromise(({ input, signal }) => createPassOrder(input, signal)),
    loadOrder: fromPromise(({ input, signal }) => passOrderDetail(input, signal)),
    pay: passPayment,
    bind: fromPromise(({ input, signal }) => bindPassengers(input, signal)),
  },
  actions: {
    notifyBusy: () => showToast(t('notice.submitting'), RUNTIME_TOAST_MS),
  },
});

/** A purchase from a package, or the payment and binding of an order. */
export function useTravelPassFlow(input: TravelPassInput) {
  const [state, send] = useMachine(provided, { input });
  return { state, send };
}
export type TravelPassFlow = ReturnType<typeof useTravelPassFlow>;

/** The running payment of the order (the travel pass statechart's `pay` child): its countdown's state and its events. */
export function usePassPayment({ state }: TravelPassFlow) {
  const ref = state.children.pay!;
  const snapshot = useSelector(ref, (s) => s);
  return { snapshot, send: ref.send };
}

export const BASE = '/pagesPackageTicket/pages/package-ticket';
