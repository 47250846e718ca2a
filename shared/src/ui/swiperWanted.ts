/**
 * When a carousel wants its swiper: once its first autoplay step is due (one interval after it came near the viewport,
 * while autoplay runs) or the shopper reaches for it (pointer, touch, keyboard focus). Until then the slides React
 * drew simply show, so swiper is not part of a first visit's download. A plain module each remote bundles (not a
 * shared entry the shell provides), so a change to it ships with the remote.
 */
import { useEffect, useState } from 'react';

/** Why swiper is wanted: its first step is due (take it as soon as swiper is there), or the shopper reached for it. */
export type SwiperWanted = 'due' | 'reached';

/** The handlers of the carousel's region that hold its autoplay (useCarouselAutoplay's `holdHandlers`). */
interface HoldHandlers {
  onPointerEnter(): void;
  onTouchStart(): void;
  onFocus(): void;
}

interface SwiperWantedOptions<Handlers extends HoldHandlers> {
  /** The carousel is near the viewport. */
  near: boolean;
  /** It has anything to move. */
  enabled: boolean;
  /** Its autoplay runs (not paused, held or hidden): the first step's interval counts only then. */
  running: boolean;
  intervalMs: number;
  holdHandlers: Handlers;
}

/** `wanted` stays null until then; `handlers` replace the hold handlers on the carousel's region. */
export function useSwiperWanted<Handlers extends HoldHandlers>({ near, enabled, running, intervalMs, holdHandlers }: SwiperWantedOptions<Handlers>) {
  const [wanted, setWanted] = useState<SwiperWanted | null>(null);

  useEffect(() => {
    if (!near || !enabled || wanted || !running) return;
    const timer = setTimeout(() => setWanted((current) => current ?? 'due'), intervalMs);
    return () => clearTimeout(timer);
  }, [near, enabled, wanted, running, intervalMs]);

  const reach = () => setWanted((current) => current ?? 'reached');
  const handlers: Handlers = {
    ...holdHandlers,
    onPointerEnter: () => {
      reach();
      holdHandlers.onPointerEnter();
    },
    onTouchStart: () => {
      reach();
      holdHandlers.onTouchStart();
    },
    onFocus: () => {
      reach();
      holdHandlers.onFocus();
    },
  };
  return { wanted, handlers };
}
