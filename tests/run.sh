#!/usr/bin/env bash
# `npm test`: the quick checks, the build and vitest in the order a failure is cheapest to read, then the rest side by
# side. Installs what the tests need from Debian (Chromium's headless shell for the browser tests, Chromium for the
# page benchmarks, PostgreSQL for the second store backend, Java for the HTML checker, Caddy for the production recipe's check) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium-headless-shell >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1; then
  echo "▸ installing Debian's chromium-headless-shell (the browser tests) and chromium (the page benchmarks)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null; fi
fi

if ! command -v java >/dev/null 2>&1; then
  echo "▸ installing Debian's Java runtime (needed by the HTML checker)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; fi
fi

if ! command -v caddy >/dev/null 2>&1; then
  echo "▸ installing Debian's Caddy (the TLS proxy of the production recipe, deploy/)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null; fi
fi

# Each stage's time, printed as it ends and again at the end (the split of `npm test` in the README's Performance).
started=$SECONDS
stage_started=$SECONDS
stages=()
stage() { # stage "name": closes the previous stage, starts this one
  if [ -n "${current:-}" ]; then stages+=("$(printf '%4ss  %s' $((SECONDS - stage_started)) "$current")"); fi
  current="$1"; stage_started=$SECONDS
  [ -n "$1" ] && echo "▸ $1"
  return 0
}
within=() # the times of what ran side by side in the last stage
summary() {
  stage ""
  echo; echo "npm test: $((SECONDS - started)) s"; printf '  %s\n' "${stages[@]}"
  [ ${#within[@]} -eq 0 ] || printf '    %s\n' "${within[@]}"
}
trap summary EXIT

stage "PostgreSQL for the store tests"
eval "$(bash tests/pg.sh)"

stage "format and lint (Biome)"
npx biome check .

stage "generated schemas are current; pages and records"
npm run -s schemas -- --check
npm run -s validate

stage "build"
npm run -s build

mkdir -p var
rm -rf var/e2e var/jobs
mkdir -p var/jobs
jobs_started=()
job() { # job NAME COMMAND...: runs COMMAND in the background, output in var/jobs/NAME.log, time and status beside it
  local name=$1; shift
  jobs_started+=("$name")
  (
    begun=$SECONDS
    status=0
    "$@" > "var/jobs/$name.log" 2>&1 || status=$?
    echo "$((SECONDS - begun)) $status" > "var/jobs/$name.done"
  ) &
}

# Vitest's workers leave a core idle for a while (its long files wait on child processes): the type check uses that
# time, at the lowest priority, so it takes nothing from the tests that wait on timers. Its output comes at the end.
# Panda's styled-system, which the tests import, is current: `npm ci` generates it and the build generates it again when
# the code changed (nothing is generated twice here).
stage "unit and API tests (vitest, a worker per core); the type check in the idle time"
job "type check (started beside vitest, lowest priority)" nice -n 19 npm run -s typecheck
REQUIRE_POSTGRES=1 npx vitest run

# The rest share nothing but the machine, so they run side by side and keep both cores busy: the API drills (their
# own servers on free ports, data folders and PostgreSQL schemas) and the browser tests (the built site, one server on
# E2E_PORT and var/e2e). Each one's output is printed once the browser tests are done, with its own time.
stage "side by side: API drills (fuzz, faults), browser tests (Chromium)"
job "API drills (fuzz on SQLite and PostgreSQL, fault drills)" sh -c 'npm run -s fuzz:api && npm run -s faults:api'
browser_begun=$SECONDS
browser=0
npx playwright test || browser=$?
browser_time=$((SECONDS - browser_begun))
wait
failed=()
[ "$browser" -eq 0 ] || failed+=("browser tests (exit $browser)")
for name in "${jobs_started[@]}"; do
  echo "▸ $name: its output"
  cat "var/jobs/$name.log"
  took=? status=gone
  [ -f "var/jobs/$name.done" ] && read -r took status < "var/jobs/$name.done"
  within+=("$(printf '%4ss  %s' "$took" "$name")")
  [ "$status" = 0 ] || failed+=("$name (exit $status)")
done
within+=("$(printf '%4ss  %s' "$browser_time" "browser tests (Chromium, a worker per core)")")
if [ ${#failed[@]} -gt 0 ]; then
  echo "✖ failed: ${failed[*]}"
  exit 1
fi
