import { useEffect, useState } from 'react';
import { serverNow } from '../now';

/**
 * The current time by the server's clock (lib/now.ts), renewed every `intervalMs` (the timeline's
 * "now" line, the status badge, the map's now and next).
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(serverNow()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(serverNow())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
