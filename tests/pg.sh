#!/usr/bin/env bash
# Local PostgreSQL for the store tests (Debian 12: cluster 15/main).
# Installs the server if missing (apt, as root), starts the cluster if it is down,
# creates a test role and database (idempotent), then:
#   bash tests/pg.sh                  prints `export TEST_DATABASE_URL=...` (eval "$(bash tests/pg.sh)")
#   bash tests/pg.sh CMD [ARGS...]    runs CMD with TEST_DATABASE_URL set,
#                                     e.g. bash tests/pg.sh npx vitest run tests/unit/api
# Progress goes to stderr; stdout carries only the export line.
set -euo pipefail

PG_USER=${PG_TEST_USER:-leads_test}
PG_PASSWORD=${PG_TEST_PASSWORD:-leads_test_pw}
PG_DB=${PG_TEST_DB:-leads_test}

log() { echo "pg.sh: $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { as_root runuser -u postgres -- "$@"; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  log "installing postgresql with apt"
  as_root apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

VERSION=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  log "creating cluster $VERSION/main"
  as_root pg_createcluster "$VERSION" main >&2
fi

status=$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $4 }')
if [ "$status" != "online" ]; then
  log "starting cluster $VERSION/main"
  as_root pg_ctlcluster "$VERSION" main start >&2
fi
PORT=$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || { log "PostgreSQL is not accepting connections on port $PORT"; exit 1; }

as_postgres psql -q -p "$PORT" -v ON_ERROR_STOP=1 >&2 <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$PG_USER') THEN
    CREATE ROLE $PG_USER LOGIN PASSWORD '$PG_PASSWORD';
  ELSE
    ALTER ROLE $PG_USER LOGIN PASSWORD '$PG_PASSWORD';
  END IF;
END
\$\$;
SQL
if ! as_postgres psql -p "$PORT" -tAc "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'" | grep -q 1; then
  as_postgres createdb -p "$PORT" -O "$PG_USER" "$PG_DB"
fi

export TEST_DATABASE_URL="postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PORT/$PG_DB"
log "ready: $TEST_DATABASE_URL"
if [ "$#" -gt 0 ]; then
  exec "$@"
fi
echo "export TEST_DATABASE_URL=$TEST_DATABASE_URL"
