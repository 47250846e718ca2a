import { css } from '@emotion/react';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { CART_PANEL_WIDTH_PX, MODAL_CLOSE_ANIMATION_MS, MODAL_OPEN_DELAY_MS, MOBILE_DRAWER_WIDTH_PX } from '../contracts/constants';
import { color, font, layout, mq, shadow, space, zIndex } from '../ui/tokens';
import { IconButton } from './controls';
import { useEscapeKey, useFocusTrap, useScrollLock } from './layers';
import { LayerPortal, PopupContainerContext } from './portal';
import { backdropStyle, EXIT_TRANSITION, usePresence } from './presence';

export interface SidePanelProps {
  open: boolean;
  /** Esc, an overlay click or the Close button. */
  onClose: () => void;
  /** Called once the slide-out has ended and the panel is gone. */
  onClosed?: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Stays at the bottom while the body scrolls (e.g. the cart's 'Continue to Checkout'). */
  footer?: ReactNode;
  /** Width in px (full width below 640 px). */
  width?: number;
  closeOnOverlayClick?: boolean;
  /** Where focus goes on open (default: the first focusable element, the Close button). */
  initialFocus?: RefObject<HTMLElement | null>;
}

type Side = 'left' | 'right';

const rootStyle = css({ position: 'fixed', inset: 0, zIndex: zIndex.drawer });

const panelStyle = (side: Side, visible: boolean, width: number, fullWidthOnPhones: boolean) =>
  css({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    display: 'flex',
    flexDirection: 'column',
    width: `${width}px`,
    maxWidth: '100%',
    background: color.surfaceRaised,
    color: color.text,
    fontFamily: font.family,
    boxShadow: shadow.lg,
    outline: 'none',
    transform: visible ? 'none' : `translateX(${side === 'right' ? '100%' : '-100%'})`,
    transition: `transform ${EXIT_TRANSITION}`,
    ...(fullWidthOnPhones && { [mq.belowSm]: { width: '100%' } }),
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  });

const headerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  padding: `${space[3]} ${space[3]} ${space[3]} ${space[5]}`,
  borderBottom: `${layout.borderWidth} solid ${color.border}`,
});

const titleStyle = css({ flex: 1, margin: 0, fontSize: font.size.lg, fontWeight: font.weight.semibold, lineHeight: font.lineHeight.tight });

const bodyStyle = css({ flex: 1, overflowY: 'auto', padding: space[5] });

const footerStyle = css({ padding: space[4], borderTop: `${layout.borderWidth} solid ${color.border}` });

function Panel({
  side,
  fullWidthOnPhones,
  open,
  onClose,
  onClosed,
  title,
  children,
  footer,
  width,
  closeOnOverlayClick = true,
  initialFocus,
}: SidePanelProps & { side: Side; width: number; fullWidthOnPhones: boolean }) {
  const { mounted, visible } = usePresence(open, { enterDelayMs: MODAL_OPEN_DELAY_MS, exitMs: MODAL_CLOSE_ANIMATION_MS, onExited: onClosed });
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const titleId = useId();
  const active = open && mounted;
  useFocusTrap(root, active, initialFocus);
  useScrollLock(mounted);
  useEscapeKey(active, onClose);

  if (!mounted) return null;
  return (
    <LayerPortal>
      <div ref={setRoot} css={rootStyle} data-state={visible ? 'open' : 'closed'}>
        <div
          aria-hidden="true"
          data-testid="panel-overlay"
          css={backdropStyle(visible)}
          onClick={closeOnOverlayClick && open ? onClose : undefined}
        />
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} css={panelStyle(side, visible, width, fullWidthOnPhones)}>
          <div css={headerStyle}>
            <h2 id={titleId} css={titleStyle}>
              {title}
            </h2>
            <IconButton label="Close" icon="close" onClick={onClose} />
          </div>
          <PopupContainerContext value={root}>
            <div css={bodyStyle}>{children}</div>
            {footer && <div css={footerStyle}>{footer}</div>}
          </PopupContainerContext>
        </div>
      </div>
    </LayerPortal>
  );
}

/** A panel sliding in from the right, e.g. the cart (500 px); full width on phones. */
export function SidePanel({ width = CART_PANEL_WIDTH_PX, ...props }: SidePanelProps) {
  return <Panel {...props} side="right" width={width} fullWidthOnPhones />;
}

export type DrawerProps = SidePanelProps;

/** The navigation drawer sliding in from the left (300 px). */
export function Drawer({ width = MOBILE_DRAWER_WIDTH_PX, ...props }: DrawerProps) {
  return <Panel {...props} side="left" width={width} fullWidthOnPhones={false} />;
}
