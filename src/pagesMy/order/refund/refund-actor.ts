import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { refundMachine } from '../../../../machines/refund.machine';
import { applyRefund, matchFee } from '../../../../services/refund';
import { persistedActor } from '../../../app/persisted-actor';
import { notifySubmitting } from '../../../app/toast';

/** The refund statechart's services and actions, provided here and nowhere else. */
const provided = refundMachine.provide({
  actors: {
    loadFee: fromPromise(({ input, signal }) => matchFee(input, signal)),
    applyRefund: fromPromise(({ input, signal }) => applyRefund(input, signal)),
  },
  actions: { notifyBusy: notifySubmitting },
});

type RefundActor = Actor<typeof provided>;
export type RefundSnapshot = SnapshotFrom<typeof refundMachine>;

let current: { orderId: number | null; actor: RefundActor } | null = null;

/** The order id a refund page's address names, or null (then 'order number does not exist', and no call). */
export const orderIdOf = (query: Record<string, string>) => (/^[1-9]\d{0,9}$/.test(query.orderId ?? '') ? Number(query.orderId) : null);

/**
 * The refund of an order: the same one across the flow's two pages and a reload (kept in
 * sessionStorage), a new one for another order or after a submission.
 */
function refundActorFor(orderId: number | null): RefundActor {
  if (current?.orderId === orderId && current.actor.getSnapshot().status === 'active') return current.actor;
  current?.actor.stop();
  const actor = persistedActor('refund', provided, { input: { orderId }, resumes: (saved) => saved.context.orderId === orderId, sameLanguage: true });
  current = { orderId, actor };
  return actor;
}

const PAGES = { choose: '/pagesMy/pages/order/refund/index', cause: '/pagesMy/pages/order/refund/refund-cause' } as const;
const pageOf = (s: RefundSnapshot): keyof typeof PAGES | null =>
  s.matches('cause') || s.matches('confirming') || s.matches('submitting') || s.matches('submitFailed') ? 'cause' : s.matches('choosing') ? 'choose' : null;

/**
 * The refund actor of the order the page's address names, and the page following the flow: the
 * choice on the refund index, the reason on refund-cause, the submitted refund on its detail page.
 * Arriving back on the index (the browser's Back) takes the flow back a step.
 */
export function useRefund(page: keyof typeof PAGES, query: Record<string, string>) {
  const navigate = useNavigate();
  const [actor] = useState(() => refundActorFor(orderIdOf(query)));
  const arrived = useRef(true);
  const target = useSelector(actor, pageOf);
  const refundId = useSelector(actor, (s) => s.context.refund?.refundId);
  useEffect(() => {
    const first = arrived.current;
    arrived.current = false;
    if (refundId !== undefined) void navigate(`/pagesMy/pages/order/refund/refund-detail?refundId=${refundId}`, { replace: true });
    else if (target === null || target === page) return;
    else if (first && page === 'choose' && actor.getSnapshot().can({ type: 'back' })) actor.send({ type: 'back' });
    else void navigate(`${PAGES[target]}?orderId=${actor.getSnapshot().context.orderId}`, { replace: target === 'choose' });
  }, [actor, navigate, page, target, refundId]);
  return actor;
}
