import { useEffect, useEffectEvent, useState } from 'react';

type Phase = 'closed' | 'entering' | 'open' | 'exiting';

/**
 * Mount/visibility timing of an animated overlay: on open it mounts at once and turns visible after
 * `enterDelayMs` (so the CSS transition runs from the hidden state); on close it turns invisible at once and
 * unmounts after `exitMs`, then calls `onExited`.
 */
export function usePresence(open: boolean, { enterDelayMs, exitMs, onExited }: { enterDelayMs: number; exitMs: number; onExited?: () => void }) {
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setPhase(open ? 'entering' : 'exiting');
  }
  const exited = useEffectEvent(() => onExited?.());

  useEffect(() => {
    if (phase === 'entering') {
      const timer = setTimeout(() => setPhase('open'), enterDelayMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'exiting') {
      const timer = setTimeout(() => {
        setPhase('closed');
        exited();
      }, exitMs);
      return () => clearTimeout(timer);
    }
  }, [phase, enterDelayMs, exitMs]);

  return { mounted: phase !== 'closed', visible: phase === 'open' };
}
