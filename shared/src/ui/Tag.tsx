import type { CSSObject } from '@emotion/react';
import { focusVisible } from './styles';
import { color, font, radius, space } from './tokens';

export type TagTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface TagProps {
  label: string;
  tone?: TagTone;
  /** Makes the tag closable: a close button, also triggered by Backspace or Delete while it has focus. */
  onClose?: () => void;
  /** The close button's accessible name; default 'Remove {label}'. */
  closeLabel?: string;
  className?: string;
}

const tones: Record<TagTone, CSSObject> = {
  neutral: { background: color.surface, color: color.text },
  primary: { background: color.primarySoft, color: color.primary },
  success: { background: color.successSoft, color: color.success },
  warning: { background: color.warningSoft, color: color.warning },
  danger: { background: color.dangerSoft, color: color.danger },
};

export function Tag({ label, tone = 'neutral', onClose, closeLabel, className }: TagProps) {
  return (
    <span
      className={className}
      css={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: space[1],
          padding: `${space[1]} ${space[3]}`,
          borderRadius: radius.pill,
          fontSize: font.size.sm,
          fontWeight: font.weight.medium,
          lineHeight: font.lineHeight.tight,
        },
        tones[tone],
        onClose && { paddingRight: space[1] },
      ]}
    >
      {label}
      {onClose && (
        <button
          type="button"
          aria-label={closeLabel ?? `Remove ${label}`}
          onClick={onClose}
          onKeyDown={(event) => {
            if (event.key !== 'Backspace' && event.key !== 'Delete') return;
            event.preventDefault();
            onClose();
          }}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            // A 24 px tap target (WCAG 2.5.8).
            width: space[6],
            height: space[6],
            padding: 0,
            border: 0,
            borderRadius: radius.pill,
            background: 'transparent',
            color: 'inherit',
            fontSize: font.size.md,
            lineHeight: 1,
            cursor: 'pointer',
            ...focusVisible,
            '&:hover': { background: color.border },
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </span>
  );
}
