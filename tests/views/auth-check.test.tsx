import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHECK_DEBOUNCE_MS } from '../../src/app/navigation';
import { useHeldFor } from '../../src/app/use-held-for';

function Guard({ signedOut }: { signedOut: boolean }) {
  return <p>{useHeldFor(signedOut, AUTH_CHECK_DEBOUNCE_MS) ? 'to login' : 'stay'}</p>;
}

describe('the auth check (spec section 9: debounced 150 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends to login only once signed out for 150 ms, not at 149', async () => {
    render(<Guard signedOut />);
    await act(async () => void vi.advanceTimersByTime(149));
    expect(screen.getByText('stay')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByText('to login')).toBeTruthy();
  });

  it('keeps the traveller on the page when the session comes back within 150 ms, and starts the wait again', async () => {
    const { rerender } = render(<Guard signedOut />);
    await act(async () => void vi.advanceTimersByTime(100));
    rerender(<Guard signedOut={false} />);
    rerender(<Guard signedOut />);
    await act(async () => void vi.advanceTimersByTime(100));
    expect(screen.getByText('stay')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(50));
    expect(screen.getByText('to login')).toBeTruthy();
    rerender(<Guard signedOut={false} />);
    expect(screen.getByText('stay')).toBeTruthy();
  });
});
