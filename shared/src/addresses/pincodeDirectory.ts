/**
 * Where a pincode is: its district (the address form's city) and its state or union territory, from India Post's
 * data bundled at build time (scripts/pincodeDirectory.js). No network: the directory is a chunk of its own that
 * loads when an address form is shown, never on a first visit (its size: docs/performance.md).
 */
import { ADDRESS_PINCODE_PATTERN } from '@storefront/shared/signed-in';

export interface PincodePlace {
  city: string;
  state: string;
}

let directory: Promise<Map<number, PincodePlace>> | null = null;

/** Decodes the directory once: `pins` lists "pincode step:place index" in base 36, ascending. */
function loadDirectory(): Promise<Map<number, PincodePlace>> {
  directory ??= import('./pincodeDirectory.generated.json').then(({ default: { places, pins } }) => {
    const named = places.map((place) => {
      const [city, state] = place.split('|');
      return { city, state };
    });
    const byPincode = new Map<number, PincodePlace>();
    let pincode = 0;
    for (const entry of pins.split(',')) {
      const [step, place] = entry.split(':');
      pincode += parseInt(step, 36);
      byPincode.set(pincode, named[parseInt(place, 36)]);
    }
    return byPincode;
  });
  return directory;
}

/** Starts loading the directory (an address form was shown). */
export const preloadPincodeDirectory = (): void => void loadDirectory().catch(() => (directory = null));

/** The place of a well-formed pincode the directory knows, else null. */
export async function findPincode(pincode: string): Promise<PincodePlace | null> {
  if (!ADDRESS_PINCODE_PATTERN.test(pincode)) return null;
  return (await loadDirectory()).get(Number(pincode)) ?? null;
}
