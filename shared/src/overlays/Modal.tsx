import { css } from '@emotion/react';
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { MODAL_CLOSE_ANIMATION_MS, MODAL_OPEN_DELAY_MS, MODAL_WIDTH_PX } from '../contracts/constants';
import { color, font, mq, radius, shadow, space, zIndex } from '../ui/tokens';
import { Button, type ButtonVariant } from '@storefront/shared/ui';
import { IconButton } from './controls';
import { useEscapeKey, useFocusTrap, useScrollLock } from './layers';
import { LayerPortal, PopupContainerContext } from './portal';
import { backdropStyle, EXIT_TRANSITION, usePresence } from './presence';

export interface ModalProps {
  open: boolean;
  /** The user asks to close: Esc, overlay click, the close button, and Cancel/Ok when they have no handler. */
  onClose: () => void;
  /** Called once the close animation has ended and the dialog is gone. */
  onClosed?: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Replaces the default Cancel/Ok footer; `null` shows no footer. */
  footer?: ReactNode;
  okText?: string;
  cancelText?: string;
  showOk?: boolean;
  showCancel?: boolean;
  onOk?: () => void;
  onCancel?: () => void;
  okDisabled?: boolean;
  okVariant?: ButtonVariant;
  /** Width in px on screens from 640 px up; phones get the full width. */
  width?: number;
  closeOnOverlayClick?: boolean;
  closeOnEsc?: boolean;
  showCloseButton?: boolean;
  /** Where focus goes on open: one of the default buttons or an element of the body (default: the first focusable). */
  initialFocus?: 'ok' | 'cancel' | RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
}

const rootStyle = css({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space[4],
  [mq.belowSm]: { padding: space[2] },
});

const panelStyle = (visible: boolean, width: number) =>
  css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: `${width}px`,
    maxWidth: '100%',
    maxHeight: '100%',
    background: color.surfaceRaised,
    color: color.text,
    fontFamily: font.family,
    borderRadius: radius.lg,
    boxShadow: shadow.lg,
    outline: 'none',
    opacity: visible ? 1 : 0,
    transform: visible ? 'none' : `translateY(${space[4]}) scale(0.98)`,
    transition: `opacity ${EXIT_TRANSITION}, transform ${EXIT_TRANSITION}`,
    [mq.belowSm]: { width: '100%' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', transform: 'none' },
  });

const headerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  padding: `${space[4]} ${space[4]} ${space[2]} ${space[5]}`,
});

const titleStyle = css({ flex: 1, margin: 0, fontSize: font.size.lg, fontWeight: font.weight.semibold, lineHeight: font.lineHeight.tight });

const bodyStyle = css({ flex: 1, overflowY: 'auto', padding: `${space[2]} ${space[5]}`, fontSize: font.size.sm, lineHeight: font.lineHeight.normal });

const footerStyle = css({ display: 'flex', justifyContent: 'flex-end', gap: space[2], padding: `${space[3]} ${space[5]} ${space[5]}` });

/** A dialog over the page: 450 px wide, 'Cancel' and 'Ok', opens after 5 ms, closes after a 300 ms animation. */
export function Modal({
  open,
  onClose,
  onClosed,
  title,
  children,
  footer,
  okText = 'Ok',
  cancelText = 'Cancel',
  showOk = true,
  showCancel = true,
  onOk,
  onCancel,
  okDisabled,
  okVariant = 'primary',
  width = MODAL_WIDTH_PX,
  closeOnOverlayClick = true,
  closeOnEsc = true,
  showCloseButton = true,
  initialFocus,
  role = 'dialog',
}: ModalProps) {
  const { mounted, visible } = usePresence(open, { enterDelayMs: MODAL_OPEN_DELAY_MS, exitMs: MODAL_CLOSE_ANIMATION_MS, onExited: onClosed });
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  const active = open && mounted;
  useFocusTrap(root, active, initialFocus === 'ok' ? okRef : initialFocus === 'cancel' ? cancelRef : initialFocus);
  useScrollLock(mounted);
  // Registered even when Esc must not close, so it does not reach a layer underneath either.
  useEscapeKey(active, () => {
    if (closeOnEsc) onClose();
  });

  if (!mounted) return null;

  const defaultFooter =
    showCancel || showOk ? (
      <>
        {showCancel && (
          <Button ref={cancelRef} variant="secondary" onClick={onCancel ?? onClose}>
            {cancelText}
          </Button>
        )}
        {showOk && (
          <Button ref={okRef} variant={okVariant} disabled={okDisabled} onClick={onOk ?? onClose}>
            {okText}
          </Button>
        )}
      </>
    ) : null;
  const footerContent = footer === undefined ? defaultFooter : footer;

  return (
    <LayerPortal>
      <div ref={setRoot} css={rootStyle} data-state={visible ? 'open' : 'closed'}>
        <div
          aria-hidden="true"
          data-testid="modal-overlay"
          css={backdropStyle(visible)}
          onClick={closeOnOverlayClick && open ? onClose : undefined}
        />
        <div
          role={role}
          aria-modal="true"
          aria-labelledby={title ? titleId : children ? bodyId : undefined}
          aria-describedby={title && children ? bodyId : undefined}
          tabIndex={-1}
          css={panelStyle(visible, width)}
        >
          {(title || showCloseButton) && (
            <div css={headerStyle}>
              {title ? (
                <h2 id={titleId} css={titleStyle}>
                  {title}
                </h2>
              ) : (
                <span css={titleStyle} />
              )}
              {showCloseButton && <IconButton label="Close" icon="close" onClick={onClose} />}
            </div>
          )}
          <PopupContainerContext value={root}>
            {children && (
              <div id={bodyId} css={bodyStyle}>
                {children}
              </div>
            )}
            {footerContent && <div css={footerStyle}>{footerContent}</div>}
          </PopupContainerContext>
        </div>
      </div>
    </LayerPortal>
  );
}
