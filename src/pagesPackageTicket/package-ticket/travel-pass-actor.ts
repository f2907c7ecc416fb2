import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { travelPassMachine, type TravelPassInput } from '../../../machines/travel-pass.machine';
import { airpassPrepay, bindPassengers, createPassOrder, packageDetail, passOrderDetail, remindOnSale } from '../../../services/travel-pass';
import { t } from '../../app/i18n';
import { RUNTIME_TOAST_MS, showToast } from '../../app/toast';

/** The Travel Pass statechart's services and actions, provided here and nowhere else. */
const provided = travelPassMachine.provide({
  actors: {
    loadPackage: fromPromise(({ input, signal }) => packageDetail(input, signal)),
    remind: fromPromise(({ input, signal }) => remindOnSale(input, signal)),
    createOrder: fromPromise(({ input, signal }) => createPassOrder(input, signal)),
    loadOrder: fromPromise(({ input, signal }) => passOrderDetail(input, signal)),
    prepay: fromPromise(({ input, signal }) => airpassPrepay('card', input, signal)),
    bind: fromPromise(({ input, signal }) => bindPassengers(input, signal)),
  },
  actions: {
    notifyBusy: () => showToast(t('notice.submitting'), RUNTIME_TOAST_MS),
    openPayPage: ({ context }) => window.location.assign(context.payUrl!),
  },
});

/** A purchase from a package, or the payment and binding of an order. */
export function useTravelPassFlow(input: TravelPassInput) {
  const [state, send] = useMachine(provided, { input });
  return { state, send };
}
export type TravelPassFlow = ReturnType<typeof useTravelPassFlow>;

export const BASE = '/pagesPackageTicket/pages/package-ticket';
