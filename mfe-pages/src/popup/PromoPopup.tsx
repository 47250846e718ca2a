/**
 * The promotional popup (init `popup`): the shop's picture in a dialog, following its link when clicked.
 * It hides by itself after `duration` seconds and can be closed before; while the pointer is over the picture, the
 * count waits (a shopper looking at the offer does not lose it: WCAG 2.2.1, timing adjustable). Showing it remembers its image under
 * `popupShown`, so a `once` popup does not come back for the same picture. When it is due is the shell's call
 * (`popupIsDue`, 5 s after load on '/' and '/products').
 */
import { useEffect, useRef, useState } from 'react';
import { BANNER_IMAGE_VARIANT, cdnImageUrl, POPUP_DEFAULT_DURATION_S, rememberPopupShown, type PromoPopupProps } from '@storefront/shared';
import { cdnBase } from '@storefront/shared/runtime';
import { Modal } from '@storefront/shared/overlays';
import { radius } from '@storefront/shared/ui';
import { PageLink } from '../links/PageLink';

export const POPUP_TEXTS = {
  /** The popup's picture has no words of its own in the site data: what it is, for screen readers. */
  imageAlt: 'Offer from the shop',
} as const;

export function PromoPopup({ popup, onClose }: PromoPopupProps) {
  const [open, setOpen] = useState(true);
  const [pointerOver, setPointerOver] = useState(false);
  const shownForMs = useRef((popup.duration > 0 ? popup.duration : POPUP_DEFAULT_DURATION_S) * 1000);

  useEffect(() => rememberPopupShown(popup), [popup]);

  useEffect(() => {
    if (pointerOver) return;
    const startedAt = Date.now();
    const hide = setTimeout(() => setOpen(false), shownForMs.current);
    return () => {
      clearTimeout(hide);
      shownForMs.current -= Date.now() - startedAt;
    };
  }, [pointerOver]);

  return (
    <Modal open={open} onClose={() => setOpen(false)} onClosed={onClose} footer={null}>
      <div onPointerEnter={() => setPointerOver(true)} onPointerLeave={() => setPointerOver(false)}>
        <PageLink link={popup.link} label={POPUP_TEXTS.imageAlt} onFollow={() => setOpen(false)} css={{ display: 'block' }}>
          <img
            src={cdnImageUrl(popup.image, cdnBase(), BANNER_IMAGE_VARIANT)}
            alt={POPUP_TEXTS.imageAlt}
            css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', borderRadius: radius.md }}
          />
        </PageLink>
      </div>
    </Modal>
  );
}
