import { color, font, layout, radius, space } from '@storefront/shared/ui';
import { PAGE_TEXTS } from './texts';

/** Stands in for a page component that cannot be shown: visible, quiet, and the rest of the page goes on. */
export function UnavailableComponent() {
  return (
    <p
      role="note"
      data-testid="component-unavailable"
      css={{
        margin: `${space[4]} 0`,
        padding: space[4],
        border: `${layout.borderWidth} dashed ${color.border}`,
        borderRadius: radius.md,
        color: color.textMuted,
        fontSize: font.size.sm,
        textAlign: 'center',
      }}
    >
      {PAGE_TEXTS.componentUnavailable}
    </p>
  );
}
