/** The kit's line icons (close, chevrons, pause and play), drawn in the text colour at the size of large text. */
import { css } from '@emotion/react';
import { font } from './tokens';

const iconCss = css({ width: font.size.lg, height: font.size.lg });

const ICON_PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5l11 7-11 7z',
} as const;
export type IconName = keyof typeof ICON_PATHS;

/** Decorative: the control it sits in carries the name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={iconCss}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
