import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { redeemCardActivationMachine } from '../../../machines/redeem-card-activation.machine';
import { activateCard, cardDetail, redeemCard } from '../../../services/redeem-card';
import { notifySubmitting } from '../../app/toast';

/** The redeem card statechart's services and actions, provided here and nowhere else. */
const provided = redeemCardActivationMachine.provide({
  actors: {
    loadCard: fromPromise(({ input, signal }) => cardDetail(input, signal)),
    redeem: fromPromise(({ input, signal }) => redeemCard(input, signal)),
    activate: fromPromise(({ input, signal }) => activateCard(input, signal)),
  },
  actions: { notifyBusy: notifySubmitting },
});

/** A redeem and activation run: from a code (cardId null) or from a card of the list. */
export function useRedeemCardFlow(cardId: number | null) {
  const [state, send] = useMachine(provided, { input: { cardId } });
  return { state, send };
}
export type RedeemCardFlow = ReturnType<typeof useRedeemCardFlow>;
