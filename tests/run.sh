#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to read. Installs what the tests need from Debian
# (Chromium for the browser tests, PostgreSQL for the second store backend) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "▸ installing Debian's chromium (needed by the browser tests)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

if ! command -v java >/dev/null 2>&1; then
  echo "▸ installing Debian's Java runtime (needed by the HTML checker)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; fi
fi

# Each stage's time, printed as it ends and again at the end (the README's split of `npm test`).
started=$SECONDS
stage_started=$SECONDS
stages=()
stage() { # stage "name": closes the previous stage, starts this one
  if [ -n "${current:-}" ]; then stages+=("$(printf '%4ss  %s' $((SECONDS - stage_started)) "$current")"); fi
  current="$1"; stage_started=$SECONDS
  [ -n "$1" ] && echo "▸ $1"
  return 0
}
summary() {
  stage ""
  echo; echo "npm test: $((SECONDS - started)) s"; printf '  %s\n' "${stages[@]}"
}
trap summary EXIT

stage "PostgreSQL for the store tests"
eval "$(bash tests/pg.sh)"

stage "format and lint (Biome)"
npx biome check .

stage "generated schemas are current; pages and records"
npm run -s schemas -- --check
npm run -s validate

stage "type check"
npx panda codegen --silent
npx tsc --noEmit -p .

stage "build"
npm run -s build

stage "unit and API tests (vitest, a worker per core)"
REQUIRE_POSTGRES=1 npx vitest run

# The API drills run their own servers on free ports with their own data folders (and PostgreSQL databases); the
# browser tests use the built site, one server on E2E_PORT and var/e2e: they share nothing, so they run side by side.
stage "browser tests (Chromium, a worker per core) beside the API drills (fuzz on SQLite and PostgreSQL, fault drills)"
mkdir -p var
rm -rf var/e2e
(npm run -s fuzz:api && npm run -s faults:api) > var/drills.log 2>&1 &
drills=$!
browser=0
npx playwright test || browser=$?
drills_status=0
wait "$drills" || drills_status=$?
echo "▸ API drills (their output)"
cat var/drills.log
if [ "$browser" -ne 0 ] || [ "$drills_status" -ne 0 ]; then
  echo "✖ browser tests exit $browser, API drills exit $drills_status"
  exit 1
fi
