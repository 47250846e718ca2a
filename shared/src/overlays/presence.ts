import { css } from '@emotion/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { MODAL_CLOSE_ANIMATION_MS } from '../contracts/constants';
import { color, motion } from '../ui/tokens';

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

/** The transition every modal layer opens and closes with (the close animation lasts as long as the unmount waits). */
export const EXIT_TRANSITION = `${MODAL_CLOSE_ANIMATION_MS}ms ${motion.easing}`;

/** The dimmed page behind a modal layer, fading with it. */
export const backdropStyle = (visible: boolean) =>
  css({
    position: 'absolute',
    inset: 0,
    background: color.overlay,
    opacity: visible ? 1 : 0,
    transition: `opacity ${EXIT_TRANSITION}`,
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  });
