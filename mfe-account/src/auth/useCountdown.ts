import { useEffect, useState } from 'react';

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** Whole seconds left of a countdown started on mount; `restart` starts it again. Reads the clock, so a throttled tab stays right. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = () => {
    setEndsAt(Date.now() + seconds * 1000);
    setRemaining(seconds);
  };
  return { remaining, restart };
}
