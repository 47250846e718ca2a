/** What NavigationProgress shows: the indeterminate bar across the top and a spinner at its right end. */
import { ProgressBar, space, Spinner, zIndex } from '@storefront/shared/ui';

export default function ProgressIndicator() {
  return (
    <div css={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: zIndex.progress }}>
      <ProgressBar label="Loading page" />
      <div aria-hidden css={{ position: 'absolute', top: space[2], right: space[2] }}>
        <Spinner size={space[5]} />
      </div>
    </div>
  );
}
