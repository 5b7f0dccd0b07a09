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

echo "▸ PostgreSQL for the store tests"
eval "$(bash tests/pg.sh)"

echo "▸ format and lint (Biome)"
npx biome check .

echo "▸ generated schemas are current"
npm run -s schemas -- --check

echo "▸ pages and records"
npm run -s validate

echo "▸ type check"
npx panda codegen --silent
npx tsc --noEmit -p .

echo "▸ build"
npm run -s build

echo "▸ unit and API tests"
REQUIRE_POSTGRES=1 npx vitest run

echo "▸ API under hostile input and faults (fuzz on SQLite and PostgreSQL, fault drills; about 3 minutes)"
npm run -s fuzz:api
npm run -s faults:api

echo "▸ browser tests (Chromium)"
rm -rf var/e2e
npx playwright test
