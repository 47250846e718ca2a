/**
 * /auth/verify: the 6-digit code sent by Login or Register. A full code (typed, pasted or filled in by the phone's
 * one-time-code autofill) is checked at once; success signs the shopper in and follows the page a guard saved, else
 * goes to the account. Without a pending phone or email there is nothing to verify: back to Login.
 *
 * A refused code is cleared from the field, so the next try starts empty. After too many wrong codes the server
 * locks the shopper out for a while: its message ('Please try again in 14 minutes') is then all the screen says, so
 * the resend countdown is hidden (no new code could be checked before then either) until the shopper types again.
 */
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { extractErrorMessage } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { verifyCode } from './authApi';
import { completeSignIn } from './session';
import { AUTH_MESSAGES, maskIdentifier, OTP_LENGTH } from '@storefront/shared/signed-in';
import { isRateLimited } from './apiRefusals';
import { AuthCard, AuthForm, CardFooterLink } from './AuthCard';
import { ACCOUNT_PATH, LOGIN_PATH } from './paths';
import { forgetIdentifier, pendingIdentifier, type VerifyState } from './pendingIdentifier';
import { ResendCode } from './ResendCode';
import { VERIFY_TEXTS as TEXTS } from './texts';

/** A pasted message ('Your code is 123 456.') keeps its digits; the field holds a code's length at most. */
const codeDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

export function Verify() {
  const identifier = pendingIdentifier();
  if (!identifier) return <Navigate to={LOGIN_PATH} replace />;
  return <VerifyCode identifier={identifier} />;
}

function VerifyCode({ identifier }: { identifier: string }) {
  const navigate = useNavigate();
  const sentMessage = (useLocation().state as VerifyState | null)?.sentMessage;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lockedOut, setLockedOut] = useState(false);
  const [verifying, setVerifying] = useState(false);

  async function verify(candidate: string) {
    if (verifying) return;
    if (candidate.length !== OTP_LENGTH) {
      setError(AUTH_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      const { user } = await verifyCode({ identifier, otp: candidate });
      forgetIdentifier();
      navigate((await completeSignIn(user)) ?? ACCOUNT_PATH, { replace: true });
    } catch (failure) {
      setCode('');
      setError(extractErrorMessage(failure));
      setLockedOut(isRateLimited(failure));
      setVerifying(false);
    }
  }

  const change = (value: string) => {
    const digits = codeDigits(value);
    setCode(digits);
    setError(null);
    setLockedOut(false);
    if (digits.length === OTP_LENGTH && digits !== code) void verify(digits);
  };

  const newCodeSent = () => {
    setCode('');
    setError(null);
  };

  return (
    <AuthCard title={TEXTS.title} lead={sentMessage ?? AUTH_MESSAGES.codeSent(maskIdentifier(identifier))}>
      <AuthForm
        submitLabel={TEXTS.submit}
        submitting={verifying}
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <TextField label={TEXTS.code} value={code} onChange={change} error={error} inputMode="numeric" autoComplete="one-time-code" required />
      </AuthForm>
      {!lockedOut && <ResendCode identifier={identifier} onSent={newCodeSent} />}
      <CardFooterLink to={LOGIN_PATH}>{TEXTS.changeIdentifier}</CardFooterLink>
    </AuthCard>
  );
}
