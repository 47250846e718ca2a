/** Switching to a website: the session is told to act on it, then the whole app loads again on it. */
import { useState } from 'react';
import { extractErrorMessage } from '@storefront/shared';
import { startOnChosenWebsite } from './startOnChosenWebsite';
import { chooseWebsite } from './websitesApi';

export interface SwitchWebsite {
  /** The website being switched to (until the page goes), so its button spins and the others wait. */
  switchingId: number | null;
  /** The server's 'You are now managing …' while the page loads again. */
  chosen: string | null;
  /** Why the server refused; nothing changed. */
  refusal: string | null;
  switchTo: (id: number) => Promise<void>;
}

export function useSwitchWebsite(): SwitchWebsite {
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const switchTo = async (id: number) => {
    setRefusal(null);
    setSwitchingId(id);
    try {
      const answer = await chooseWebsite(id);
      setChosen(answer.message);
    } catch (error) {
      setRefusal(extractErrorMessage(error));
      setSwitchingId(null);
      return;
    }
    startOnChosenWebsite();
  };

  return { switchingId, chosen, refusal, switchTo };
}
