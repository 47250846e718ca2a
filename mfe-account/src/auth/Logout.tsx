/** /auth/logout: signs out on arrival and returns home; a failure is shown with a retry, never passed off as done. */
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { extractErrorMessage } from '@storefront/shared';
import { signOut } from './session';
import { Button, space, Spinner } from '@storefront/shared/ui';
import { AuthCard, FormAlert } from './AuthCard';
import { HOME_PATH } from './paths';
import { LOGOUT_TEXTS as TEXTS } from './texts';

export function Logout() {
  const navigate = useNavigate();
  const { mutate, isError, error } = useMutation({
    mutationFn: () => signOut(),
    onSuccess: () => navigate(HOME_PATH, { replace: true }),
  });

  useEffect(() => mutate(), [mutate]);

  return (
    <AuthCard title={TEXTS.title}>
      {isError ? (
        <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space[4] }}>
          <FormAlert>{extractErrorMessage(error)}</FormAlert>
          <Button onClick={() => mutate()}>{TEXTS.retry}</Button>
        </div>
      ) : (
        <div css={{ display: 'flex', alignItems: 'center', gap: space[2] }}>
          <Spinner size={space[6]} label={TEXTS.signingOut} />
          <span>{TEXTS.signingOut}</span>
        </div>
      )}
    </AuthCard>
  );
}
