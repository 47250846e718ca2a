import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reportInvalidLink, resolvePageLink } from './pageLink';

export interface PageLinkProps {
  link: string | null | undefined;
  /** The link's accessible name when its content is a picture without text. */
  label?: string;
  className?: string;
  onFollow?: () => void;
  children: ReactNode;
}

/**
 * Content that follows a page-data link by the rules of resolvePageLink: a router link, an external link in a new
 * tab, or (no link, or an invalid one) the content alone.
 */
export function PageLink({ link, label, className, onFollow, children }: PageLinkProps) {
  const target = resolvePageLink(link);
  useEffect(() => {
    if (target.kind === 'invalid') reportInvalidLink(link);
  }, [target.kind, link]);

  if (target.kind === 'internal') {
    return (
      <Link to={target.to} aria-label={label} className={className} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label} className={className} onClick={onFollow}>
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
