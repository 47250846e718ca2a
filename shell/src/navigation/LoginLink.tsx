/** A guest's account entry: the Login link, with the account icon the signed-in menu button shows too. */
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@storefront/shared';
import { LOGIN_LABEL } from './labels';
import { barButtonCss } from './styles';

export const UserIcon = () => (
  <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);

export function LoginLink({ className }: { className?: string }) {
  return (
    <Link to={LOGIN_PATH} css={barButtonCss} className={className}>
      <UserIcon />
      {LOGIN_LABEL}
    </Link>
  );
}
