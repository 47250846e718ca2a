/** The top bar's line icons (decorative: each control that shows one is named by its label). */
import type { ReactNode } from 'react';

const icon = (paths: ReactNode, size = 18) => (
  <svg aria-hidden width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    {paths}
  </svg>
);
export const PinIcon = () =>
  icon(
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>,
    16,
  );
export const CartIcon = () =>
  icon(
    <>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </>,
  );
export const MenuIcon = () => icon(<path d="M4 6h16M4 12h16M4 18h16" />, 20);
export const SearchIcon = () =>
  icon(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>,
    20,
  );
