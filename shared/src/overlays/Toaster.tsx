import { css, keyframes } from '@emotion/react';
import { dismissToast, type Toast, type ToastKind, toastStore } from '@storefront/shared/runtime';
import { useSnapshot } from 'valtio';
import { MODAL_WIDTH_PX } from '../contracts/constants';
import { color, font, layout, motion, mq, radius, shadow, space, zIndex } from '../ui/tokens';
import { IconButton } from './controls';
import { LayerPortal } from './portal';

const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(-${space[2]})` }, to: { opacity: 1, transform: 'none' } });

const stackStyle = css({
  position: 'fixed',
  top: space[4],
  right: space[4],
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  // At most as wide as a dialog.
  width: `min(calc(100vw - 2 * ${space[4]}), ${MODAL_WIDTH_PX}px)`,
  pointerEvents: 'none',
  [mq.belowSm]: { left: space[2], right: space[2], top: space[2], width: 'auto' },
});

const regionStyle = css({ display: 'flex', flexDirection: 'column', gap: space[2] });
// Only the alert group may vanish when empty: a live region must stay in the accessibility tree to be announced.
const alertGroupStyle = css(regionStyle, { '&:empty': { display: 'none' } });

const KIND_COLORS: Record<ToastKind, { background: string; accent: string }> = {
  success: { background: color.successSoft, accent: color.success },
  error: { background: color.dangerSoft, accent: color.danger },
  info: { background: color.surfaceRaised, accent: color.primary },
};

const toastStyle = (kind: ToastKind) =>
  css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: space[2],
    padding: `${space[3]} ${space[2]} ${space[3]} ${space[4]}`,
    borderRadius: radius.md,
    border: `${layout.borderWidth} solid ${color.border}`,
    borderLeft: `${space[1]} solid ${KIND_COLORS[kind].accent}`,
    background: KIND_COLORS[kind].background,
    color: color.text,
    boxShadow: shadow.md,
    fontFamily: font.family,
    fontSize: font.size.sm,
    lineHeight: font.lineHeight.normal,
    pointerEvents: 'auto',
    animation: `${slideIn} ${motion.normal} ${motion.easing}`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  });

// A list of errors arrives joined by newlines: keep them on their own lines.
const messageStyle = css({ flex: 1, margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', alignSelf: 'center' });

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div role={toast.kind === 'error' ? 'alert' : undefined} data-kind={toast.kind} css={toastStyle(toast.kind)}>
      <p css={messageStyle}>{toast.message}</p>
      <IconButton label="Close" icon="close" onClick={() => dismissToast(toast.id)} />
    </div>
  );
}

/**
 * The toast messages of `showToast` / `showErrorToast` (runtime). The shell renders it once. Success and info
 * toasts go to a polite status region; error toasts are alerts.
 */
export function Toaster() {
  const { toasts } = useSnapshot(toastStore);
  return (
    <LayerPortal>
      <section aria-label="Notifications" css={stackStyle}>
        <div css={alertGroupStyle}>
          {toasts
            .filter((toast) => toast.kind === 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </div>
        <div role="status" aria-live="polite" css={regionStyle}>
          {toasts
            .filter((toast) => toast.kind !== 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </div>
      </section>
    </LayerPortal>
  );
}
