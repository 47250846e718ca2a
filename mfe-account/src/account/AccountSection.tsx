import type { ReactNode } from 'react';
import { useId } from 'react';
import { cardCss, color, font, mq, space } from '@storefront/shared/ui';

export interface AccountSectionProps {
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /** Beside the title (a link or a button), below it on phones. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every account screen: a card with the screen's h1, an optional lead line and actions. */
export function AccountSection({ title, lead, actions, children }: AccountSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={[cardCss, { maxWidth: 'none', minWidth: 0, [mq.belowSm]: { padding: space[4] } }]}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space[3], marginBottom: space[4] }}>
        <div css={{ display: 'grid', gap: space[1] }}>
          <h1 id={titleId} css={{ margin: 0, fontSize: font.size['2xl'], lineHeight: font.lineHeight.tight }}>
            {title}
          </h1>
          {lead && <p css={{ margin: 0, color: color.textMuted }}>{lead}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
