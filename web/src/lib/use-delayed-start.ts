import { useEffect, useState } from 'react';

/**
 * False for the first `delayMs` after the component mounts, then true: for background requests that must
 * not compete with what the page shows first (on a phone, or against the local twin, every request of a
 * page load shares the same few connections and the same server).
 */
export function useDelayedStart(delayMs: number): boolean {
  const [started, setStarted] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setStarted(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return started;
}
