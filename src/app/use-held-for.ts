import { useEffect, useState } from 'react';

/** True once `value` has been true for `ms` without a break; false at once when it is not. */
export function useHeldFor(value: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [value, ms]);
  return value && held;
}
