import { useEffect, useState } from 'react';
import { serverNow } from '../../services/server-clock';

/** The server's time now, ticking every `tickMs`: what every countdown counts on, so a phone's wrong clock does not matter. */
export function useServerNow(tickMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
