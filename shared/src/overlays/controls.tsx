/** The round icon button the overlays need (text buttons are the kit's Button). */
import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../ui/Icon';
import { iconButtonCss } from '../ui/styles';
import { color, radius } from '../ui/tokens';

const iconButton = css(iconButtonCss, {
  borderRadius: radius.pill,
  background: 'none',
  color: color.textMuted,
  '&:hover': { background: color.surface, color: color.text },
});

/** A round icon-only button; `label` is its accessible name. */
export function IconButton({ label, icon: name, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; icon: IconName }) {
  return (
    <button type="button" aria-label={label} css={iconButton} {...props}>
      <Icon name={name} />
    </button>
  );
}
