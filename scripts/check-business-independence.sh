#!/usr/bin/env bash
# Do the tests survive a business adopting the site? (issue 19) The README says a business edits
# app/content/business.ts; the tests must read the business's facts from there, never pin the
# placeholders. This copies the working tree to a temporary directory, rewrites business.ts there
# as such a business would (another name, phone lines, e-mails, opening hours, booking-window
# labels, warranty, promises, a team member, a social profile...), then runs the type-check, the
# unit tests and a subset of the browser tests in the copy. The repository itself is not touched.
#
#   scripts/check-business-independence.sh                      # the default browser specs
#   scripts/check-business-independence.sh tests/e2e/admin.spec.ts ...   # these specs instead
#
# Environment: E2E_PORT (default 4173) for the browser tests' server, E2E_WORKERS (default 1),
# SKIP_UNIT=1 / SKIP_E2E=1 to leave a part out, KEEP_COPY=1 to keep the copy for a look.
# Not part of `npm test`. Needs what `npm test` needs (node_modules, Chromium).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
[ -d "$repo/node_modules" ] || { echo "Run npm ci first." >&2; exit 1; }

specs=("$@")
[ ${#specs[@]} -gt 0 ] || specs=(
  tests/e2e/pages.spec.ts
  tests/e2e/layout.spec.ts
  tests/e2e/contact.spec.ts
  tests/e2e/booking.spec.ts
  tests/e2e/appointments.spec.ts
  tests/e2e/crawl.spec.ts
)

copy=$(mktemp -d "${TMPDIR:-/tmp}/business-independence-XXXXXX")
finish() { if [ "${KEEP_COPY:-}" = 1 ]; then echo "The copy is kept in $copy"; else rm -rf "$copy"; fi; }
trap finish EXIT

# The working tree as it is (tracked and untracked files, not ignored ones: no build, no data);
# node_modules is shared through a symlink (read only; nothing in it is rewritten).
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf -) | tar -xf - -C "$copy"
ln -s "$repo/node_modules" "$copy/node_modules"

# The rewrite: each placeholder must be found exactly once, so a business.ts that has changed shape
# fails here instead of silently testing the placeholders again.
(cd "$copy" && node --input-type=module - <<'EOF'
import { readFileSync, writeFileSync } from "node:fs";
const file = "app/content/business.ts";
let text = readFileSync(file, "utf8");
const edits = [
  ['name: "Tampa Bay Refrigerator Repair"', 'name: "Suncoast Cold Works"'],
  ['siteUrl: "https://www.tampabayfridgerepair.example"', 'siteUrl: "https://suncoast-cold.example.org"'],
  ['tagline: "Appliance Repair Experts"', 'tagline: "Fridges and Freezers Fixed"'],
  ["foundedYear: 2005", "foundedYear: 1998"],
  ['serviceAreaLine: "Serving Hillsborough, Pinellas, Pasco & Hernando Counties"', 'serviceAreaLine: "Four counties around the bay, one call away"'],
  ['region: "Tampa Bay"', 'region: "the Suncoast"'],
  ['locality: "Tampa"', 'locality: "Clearwater"'],
  ['main: { display: "(813) 555-0142", e164: "+18135550142" }', 'main: { display: "(941) 408-2210", e164: "+19414082210" }'],
  ['emergency: { display: "(727) 555-0187", e164: "+17275550187" }', 'emergency: { display: "(352) 619-7730", e164: "+13526197730" }'],
  ['support: "support@example.com"', 'support: "hello@suncoast-cold.example.org"'],
  // A capital on purpose: the owner account is stored lower-cased, mail goes to the address as written
  // (nodemailer lower-cases the domain only, so the domain is written in lower case).
  ['business: "info@example.com"', 'business: "Office@suncoast-cold.example.org"'],
  ['days: "Monday - Friday"', 'days: "Weekdays"'],
  ['opens: "08:00",\n      closes: "20:00",\n      label: "8:00 AM - 8:00 PM"', 'opens: "07:30",\n      closes: "20:30",\n      label: "7:30 AM - 8:30 PM"'],
  ['days: "Saturday"', 'days: "Saturdays"'],
  ['opens: "09:00",\n      closes: "17:00",\n      label: "9:00 AM - 5:00 PM"', 'opens: "08:00",\n      closes: "16:30",\n      label: "8:00 AM - 4:30 PM"'],
  ['days: "Sunday"', 'days: "Sundays"'],
  ['label: "Emergency Service Only"', 'label: "Emergency calls only"'],
  ['label: "Morning (8am-12pm)"', 'label: "Early (8 AM to noon)"'],
  ['label: "Afternoon (12pm-4pm)"', 'label: "Midday (noon to 4 PM)"'],
  ['label: "Evening (4pm-8pm)"', 'label: "Late (4 PM to 8 PM)"'],
  ['priceRange: "$75-$500"', 'priceRange: "$89-$650"'],
  ["warrantyDays: 90", "warrantyDays: 120"],
  ['emailResponse: "within 1 business day"', 'emailResponse: "the same day"'],
  ['confirmationCall: "within 1 business hour"', 'confirmationCall: "within 30 minutes"'],
  [
    "team: [] as readonly TeamMember[]",
    'team: [{ name: "Rosa Delgado", role: "Owner and lead technician", bio: "Twenty years on sealed systems and commercial coolers, EPA 608 certified." }] as readonly TeamMember[]',
  ],
  ['{ name: "Facebook", url: null }', '{ name: "Facebook", url: "https://www.facebook.com/suncoastcoldworks" }'],
];
for (const [from, to] of edits) {
  const found = text.split(from).length - 1;
  if (found !== 1) throw new Error(`${file}: expected "${from}" once, found it ${found} times`);
  text = text.replace(from, () => to);
}
// Only the doc comments may still mention a placeholder.
const code = text.replace(/\/\*\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, "");
for (const placeholder of ["555-", "example.com", "Tampa Bay Refrigerator", "8am-12pm", "8:00 AM - 8:00 PM"]) {
  if (code.includes(placeholder)) throw new Error(`${file} still holds "${placeholder}"`);
}
writeFileSync(file, text);
console.log(`${file} rewritten (${edits.length} facts changed)`);
EOF
)

cd "$copy"
echo "== type-check"
npx react-router typegen >/dev/null
npx tsc
if [ "${SKIP_UNIT:-}" != 1 ]; then
  echo "== unit tests"
  npx vitest run
fi
if [ "${SKIP_E2E:-}" != 1 ]; then
  echo "== browser tests: ${specs[*]}"
  FORCE_BUILD=1 npx playwright test "${specs[@]}" --workers="${E2E_WORKERS:-1}"
fi
echo "The tests pass with an altered business.ts."
