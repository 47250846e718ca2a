/** What both website screens share: only a superadmin sees them, in a card of a readable width under the shop's header. */
import { useId, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore } from '@storefront/shared/runtime';
import { breakpoints, cardCss, color, font, space } from '@storefront/shared/ui';
import { ACCOUNT_PATH } from '../auth/paths';

/**
 * The screen itself for a superadmin; anyone else signed in goes to their account, and nothing of the screen is
 * rendered (nor asked of the API) meanwhile. A guest is the shell's guard's to send to sign-in.
 */
export function SuperadminOnly({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(sessionStore);
  if (!user) return null;
  if (!user.superadmin) return <Navigate to={ACCOUNT_PATH} replace />;
  return <>{children}</>;
}

interface WebsiteCardProps {
  title: string;
  lead?: string;
  /** The list is wider than the form: a tablet's width at most, against a dialog's for the form. */
  wide?: boolean;
  busy?: boolean;
  children: ReactNode;
}

export function WebsiteCard({ title, lead, wide = false, busy, children }: WebsiteCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      css={[cardCss, { margin: `${space[4]} auto ${space[8]}` }, wide && { maxWidth: `${breakpoints.md}px` }]}
    >
      <h1 id={titleId} css={{ fontSize: font.size['2xl'], lineHeight: font.lineHeight.tight, margin: `0 0 ${space[2]}` }}>
        {title}
      </h1>
      {lead && <p css={{ margin: `0 0 ${space[5]}`, color: color.textMuted, lineHeight: font.lineHeight.normal }}>{lead}</p>}
      {children}
    </section>
  );
}

/** A line confirming what the server did, in its words. */
