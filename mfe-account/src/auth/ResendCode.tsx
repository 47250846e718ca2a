/**
 * 'Resend code' under the code field: open once the countdown since the last code has run out. A refusal for too
 * many codes keeps it closed for the wait the server names, which its message states (no second countdown beside it).
 */
import { useEffect, useState } from 'react';
import { extractErrorMessage } from '@storefront/shared';
import { requestCode } from './authApi';
import { Button, color, space } from '@storefront/shared/ui';
import { retryAfterSeconds } from './apiRefusals';
import { FormAlert } from './AuthCard';
import { VERIFY_TEXTS as TEXTS } from './texts';
import { useCountdown } from './useCountdown';

/** Seconds a shopper waits for a code before asking for another (the server also limits codes per 15 minutes). */
export const RESEND_AFTER_SECONDS = 30;

interface ResendCodeProps {
  identifier: string;
  /** A new code is on its way: the old one no longer matters. */
  onSent: () => void;
}

export function ResendCode({ identifier, onSent }: ResendCodeProps) {
  const { remaining, restart } = useCountdown(RESEND_AFTER_SECONDS);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; message: string } | null>(null);
  const [refusedFor, setRefusedFor] = useState(0);
  useEffect(() => {
    if (refusedFor === 0) return;
    const timer = setTimeout(() => setRefusedFor(0), refusedFor * 1000);
    return () => clearTimeout(timer);
  }, [refusedFor]);

  async function resend() {
    setSending(true);
    setOutcome(null);
    try {
      await requestCode(identifier);
      restart();
      onSent();
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ sent: false, message: extractErrorMessage(error) });
      setRefusedFor(retryAfterSeconds(error) ?? 0);
    } finally {
      setSending(false);
    }
  }

  return (
    <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[2], marginTop: space[4] }}>
      <Button variant="ghost" disabled={remaining > 0 || refusedFor > 0} loading={sending} onClick={resend}>
        {remaining > 0 ? TEXTS.resendIn(remaining) : TEXTS.resend}
      </Button>
      {/* Always mounted, so screen readers announce the text when it appears. */}
      <p role="status" css={{ margin: 0, color: color.success }}>
        {outcome?.sent && TEXTS.resent}
      </p>
      {outcome && !outcome.sent && <FormAlert>{outcome.message}</FormAlert>}
    </div>
  );
}
