import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { loungeOrderMachine, type LoungeOrderInput, type LoungeOrderType } from '../../../machines/lounge-order.machine';
import { loungeInventory, loungePages, meetGreetPages, submitLoungeOrder } from '../../../services/lounge';
import { persistedActor } from '../../app/persisted-actor';
import { notifySubmitting } from '../../app/toast';
import { paymentAddress } from '../../pagesBook/payment/payment-address';

/** Every product of a kind fits on one page. */
const ALL = { pageNum: 1, pageSize: 100 };

/** The lounge order statechart's services and actions, provided here and nowhere else. */
const provided = loungeOrderMachine.provide({
  actors: {
    loadProducts: fromPromise(async ({ input, signal }) => {
      const page =
        input.productType === 'MEET_GREET'
          ? await meetGreetPages({ ...ALL, currencyCode: input.currencyCode }, signal)
          : await loungePages({ ...ALL, currencyCode: input.currencyCode, productType: input.productType }, signal);
      return page.records;
    }),
    loadStock: fromPromise(({ input, signal }) => loungeInventory(input, signal)),
    submit: fromPromise(({ input, signal }) => submitLoungeOrder(input, signal)),
  },
  actions: { notifyBusy: notifySubmitting },
});

export type LoungeOrderActor = Actor<typeof provided>;
export type LoungeOrderSnapshot = SnapshotFrom<typeof loungeOrderMachine>;

let current: LoungeOrderActor | null = null;

/** The order the page's address names: the one running for it, the one saved before a reload (or the area-code picker), or a new one. */
function actorFor(input: LoungeOrderInput): LoungeOrderActor {
  const fits = (s: Pick<LoungeOrderSnapshot, 'context'>) =>
    s.context.productType === input.productType && (input.productId === null || s.context.productId === input.productId) && s.context.currencyCode === input.currencyCode;
  if (current?.getSnapshot().status === 'active' && fits(current.getSnapshot())) return current;
  current?.stop();
  current = persistedActor(`loungeOrder.${input.productType}`, provided, { input, resumes: fits, sameLanguage: true });
  return current;
}

/** Days ahead of the phone's today that the first day offered is: meet-and-greet is not sold within 24 hours. */
const firstDayAhead = (productType: LoungeOrderType) => (productType === 'MEET_GREET' ? 2 : 1);
export const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The lounge order of a fill-order page; once ordered, on to the payment pages. */
export function useLoungeOrder(productType: LoungeOrderType, productId: number | null, currencyCode: LoungeOrderInput['currencyCode']) {
  const [actor] = useState(() => actorFor({ productType, productId, currencyCode, useDate: dayAfter(firstDayAhead(productType)) }));
  const [send] = useState(() => actor.send.bind(actor));
  const state = useSelector(actor, (s) => s);
  const navigate = useNavigate();
  const orderId = state.context.order?.orderId;
  useEffect(() => {
    if (orderId) navigate(paymentAddress('index', orderId), { replace: true });
  }, [navigate, orderId]);
  return { state, send };
}
export type LoungeOrderFlow = ReturnType<typeof useLoungeOrder>;
