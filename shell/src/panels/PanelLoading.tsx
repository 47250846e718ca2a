/**
 * What shows the moment a global panel is asked for, until its code has come from its remote: the page dimmed as
 * under the panel, with a spinner announced as loading, so a tap is answered at once even on a slow network.
 */
import { color, Spinner, zIndex } from '@storefront/shared/ui';

export function PanelLoading() {
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: zIndex.modal, display: 'grid', placeItems: 'center', background: color.overlay }}>
      <Spinner />
    </div>
  );
}
