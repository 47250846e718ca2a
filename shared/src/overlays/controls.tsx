/** Icons and the round icon button the overlays need (text buttons are the kit's Button). */
import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { iconButtonCss } from '../ui/styles';
import { color, font, radius } from '../ui/tokens';

const iconButton = css(iconButtonCss, {
  borderRadius: radius.pill,
  background: 'none',
  color: color.textMuted,
  '&:hover': { background: color.surface, color: color.text },
});

const icon = css({ width: font.size.lg, height: font.size.lg });

const ICON_PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
} as const;

export function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={icon}
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

/** A round icon-only button; `label` is its accessible name. */
export function IconButton({
  label,
  icon: name,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; icon: keyof typeof ICON_PATHS }) {
  return (
    <button type="button" aria-label={label} css={iconButton} {...props}>
      <Icon name={name} />
    </button>
  );
}
