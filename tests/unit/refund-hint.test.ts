import { describe, expect, it } from 'vitest';
import { nextHint } from '../../machines/refund.machine';
import type { FeeMatch } from '../../services/schemas/refund';

const passenger = (psgId: number, type: 'ADT' | 'CNN' | 'INF', guardianId: number | null = null) => ({
  psgId,
  type,
  lastName: 'CHAN',
  firstName: `P${psgId}`,
  guardianId,
  refunded: false,
  status: null,
  paid: 1000,
  fee: 600,
  amount: 400,
});
const quote: FeeMatch = { orderId: 1, orderNo: 'FW1', currency: 'HKD', passengers: [passenger(0, 'ADT'), passenger(1, 'INF', 0)], rules: [] };

describe("the hint beside the refund's Next", () => {
  it('asks for the passengers first, then says what is wrong with the choice, then asks for the type, and goes once all is chosen', () => {
    expect(nextHint({ quote, selected: [], refundType: 'NORMAL' })).toBe('refund.hint.choosePassenger');
    expect(nextHint({ quote, selected: [1], refundType: null })).toBe('refund.problems.infantWithGuardian');
    expect(nextHint({ quote, selected: [0, 1], refundType: null })).toBe('refund.hint.chooseType');
    expect(nextHint({ quote, selected: [0, 1], refundType: 'NORMAL' })).toBeNull();
  });
});
