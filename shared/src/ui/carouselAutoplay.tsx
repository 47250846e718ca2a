/**
 * An auto-playing carousel's pause (WCAG 2.2.2): its slides wait while the pointer, a finger or the keyboard focus is
 * on it and while the page is hidden, and its Pause / Play control stops and starts them for good. A visitor who
 * prefers reduced motion starts with them stopped (the control shows Play). Swiper moves the slides: this drives its
 * autoplay's own `start()` and `stop()`.
 */
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { Button, Icon, layout } from '@storefront/shared/ui';

/** What useCarouselAutoplay drives: swiper's `autoplay`, named as swiper names it. */
export interface CarouselAutoplay {
  running: boolean;
  start(): unknown;
  stop(): unknown;
}

export const AUTOPLAY_TEXTS = { pause: 'Pause', play: 'Play' } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor asked for less motion: no autoplay, no animated steps. */
export const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

function followReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function followVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageHidden = () => document.visibilityState === 'hidden';
// The server knows neither: hydration starts from these, then reads the browser's.
const serverSays = () => false;

type Hold = 'hover' | 'touch' | 'focus';

/**
 * Whether the slides move now, the handlers of the carousel's region that hold them, and the control's state.
 * `autoplay` (null until swiper has loaded) is started and stopped to match. The control's Play is the visitor's
 * own choice: the slides then move even with the pointer or the focus on them (on the control itself, say), but
 * never on a hidden page.
 */
export function useCarouselAutoplay(autoplay: CarouselAutoplay | null | undefined) {
  // The control's choice; until there is one, the visitor's motion preference.
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const [holds, setHolds] = useState<readonly Hold[]>([]);
  const reducedMotion = useSyncExternalStore(followReducedMotion, prefersReducedMotion, serverSays);
  const hidden = useSyncExternalStore(followVisibility, pageHidden, serverSays);

  const playing = (choice ?? (reducedMotion ? 'paused' : 'playing')) === 'playing';
  const running = playing && !hidden && (choice === 'playing' || holds.length === 0);
  useEffect(() => {
    if (!running) autoplay?.stop();
    else if (autoplay && !autoplay.running) autoplay.start();
  }, [autoplay, running]);

  const hold = (reason: Hold, on: boolean) =>
    setHolds((current) => {
      if (current.includes(reason) === on) return current;
      return on ? [...current, reason] : current.filter((held) => held !== reason);
    });
  return {
    running,
    /** For the carousel's region. */
    holdHandlers: {
      onPointerEnter: () => hold('hover', true),
      onPointerLeave: () => hold('hover', false),
      onTouchStart: () => hold('touch', true),
      onTouchEnd: () => hold('touch', false),
      onTouchCancel: () => hold('touch', false),
      onFocus: () => hold('focus', true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
      },
    },
    /** For AutoplayButton. */
    control: { playing, onToggle: () => setChoice(playing ? 'paused' : 'playing') },
  };
}

export interface AutoplayButtonProps {
  playing: boolean;
  onToggle: () => void;
  className?: string;
}

/** The carousel's Pause / Play control: a small kit button, named by what it does next. */
export function AutoplayButton({ playing, onToggle, className }: AutoplayButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={playing ? AUTOPLAY_TEXTS.pause : AUTOPLAY_TEXTS.play}
      onClick={onToggle}
      className={className}
      css={{ width: layout.controlHeightSm, padding: 0 }}
    >
      <Icon name={playing ? 'pause' : 'play'} />
    </Button>
  );
}
