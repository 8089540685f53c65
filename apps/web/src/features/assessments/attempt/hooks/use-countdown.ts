import { useEffect, useRef, useState } from 'react';
import { remainingAt } from '../utils/timer.ts';

/**
 * Seconds left until `deadline` (epoch ms; null = no timer), updated every second. `onExpire` runs once when the time
 * reaches zero (again only after the deadline changes).
 */
export function useCountdown(deadline: number | null, onExpire: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  const fired = useRef<number | null>(null);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const remaining = remainingAt(deadline, now);
  useEffect(() => {
    if (deadline === null || remaining === null || remaining > 0 || fired.current === deadline) return;
    fired.current = deadline;
    expire.current();
  }, [deadline, remaining]);
  return remaining;
}
