import type { PlantedBug } from './planted-bug';

export const paymentCountdownBugs: PlantedBug[] = [
  {
    id: 'payment-status-error-paid',
    machine: 'payment-countdown',
    kind: 'error ends in success',
    says: 'a failed status check while the QR code is shown ends the payment as paid',
    find: "onError: { target: 'awaitingPayment' },",
    replace: "onError: { target: 'paid' },",
  },
  {
    id: 'payment-refunded-pending',
    machine: 'payment-countdown',
    kind: 'wrong answer read',
    says: 'a payment the provider refunded is taken for one still pending, and polled on',
    find: "['DECLINED', 'REFUNDED'].includes(",
    replace: "['DECLINED'].includes(",
  },
  {
    id: 'payment-poll-slow',
    machine: 'payment-countdown',
    kind: 'timer changed',
    says: 'the wallet payment is polled every 3 s instead of every second',
    find: 'pollInterval: 1000',
    replace: 'pollInterval: 3000',
  },
  {
    id: 'payment-channel-lost',
    machine: 'payment-countdown',
    kind: 'wrong input',
    says: 'the payment starts with the card channel whatever channel the traveller chose',
    find: 'input: ({ context }) => ({ provider: context.provider, channel: context.channel, orderId: context.orderId }),',
    replace: "input: ({ context }) => ({ provider: context.provider, channel: 'card' as const, orderId: context.orderId }),",
  },
  {
    id: 'payment-error-kept',
    machine: 'payment-countdown',
    kind: 'context not cleared',
    says: 'paying again after a failed start still shows the old failure',
    find: 'channel: ({ event }) => event.channel, payment: null, error: null }),',
    replace: 'channel: ({ event }) => event.channel, payment: null }),',
  },
  {
    id: 'payment-resume-outcome-lost',
    machine: 'payment-countdown',
    kind: 'wrong target',
    says: 'a payment taken up again that is no longer pending starts afresh instead of showing its outcome',
    find: "{ guard: 'notPending', target: 'checkingPayment' },",
    replace: "{ guard: 'notPending', target: 'counting' },",
  },
];
