import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '@storefront/shared';

/** A navigation item as the site store holds it (a read-only snapshot). */
export type MenuItem = Readonly<Omit<NavItem, 'children'>> & { readonly children: readonly MenuItem[] };

/** Where a menu link goes: inside the shop (client-side), another site (new tab), or nowhere it can follow. */
export function linkKind(link: string | null | undefined): 'internal' | 'external' | 'none' {
  if (!link) return 'none';
  if (link.startsWith('/')) return 'internal';
  if (/^(https?:\/\/|www\.)/i.test(link)) return 'external';
  return 'none';
}

/** A menu item's link: `/…` through the router (`/categories` opens the Category Filter, see linkInterception). */
interface NavItemLinkProps {
  link: string | null;
  className?: string;
  children: ReactNode;
  /** Another application on this origin (the staff areas): a new tab. */
  newTab?: boolean;
  onClick?: () => void;
  role?: 'menuitem';
  tabIndex?: number;
}

export function NavItemLink({ link, className, children, newTab, ...rest }: NavItemLinkProps) {
  const kind = linkKind(link);
  if (kind === 'internal' && newTab) {
    return (
      <a href={link!} target="_blank" rel="noopener" className={className} {...rest}>
        {children}
      </a>
    );
  }
  if (kind === 'internal') {
    return (
      <Link to={link!} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  if (kind === 'external') {
    const href = link!.toLowerCase().startsWith('www.') ? `https://${link}` : link!;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
