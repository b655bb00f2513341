#!/usr/bin/env bash
# Unit tests: every file in Kyiv time (the product's), then again in UTC the files that deal with
# dates and times, so code that leans on the machine's zone instead of Europe/Kyiv fails (servers
# run in UTC). A file is "dated" when it names a date (Date, dates, startDate…), Kyiv, a time zone,
# toLocale…, hours, midnight, an ISO date or fake timers; the others cannot tell the two zones
# apart, and a second pass of them only costs time.
# With arguments (a file, a filter), both passes run exactly what was asked.
set -euo pipefail
cd "$(dirname "$0")/.."
TZ=Europe/Kyiv npx vitest run --project unit "$@"
if [ "$#" -gt 0 ]; then
  exec env TZ=UTC npx vitest run --project unit "$@"
fi
# (No mapfile: macOS's bash 3.2 lacks it. Test paths have no spaces.)
dated=$(find lib components tests/unit -name '*.test.ts' -o -name '*.test.tsx' | sort \
  | xargs grep -lE '\b[dD]ates?\b|Date\(|Date\.|\bdate[A-Z_]|[a-z]Dates?\b|[kK]yiv|[tT]ime[zZ]one|toLocale|DateTimeFormat|useFakeTimers|setSystemTime|[0-9]{4}-[0-9]{2}-[0-9]{2}|\b[hH]ours?\b|\b[mM]idnight\b')
echo "Again in UTC: $(echo "$dated" | wc -l | tr -d ' ') files that deal with dates and times."
# shellcheck disable=SC2086
exec env TZ=UTC npx vitest run --project unit $dated
