#!/bin/sh
# postgres:15's start for what compose uses: an empty PGDATA gets a cluster whose superuser is POSTGRES_USER
# (password POSTGRES_PASSWORD, required, checked with scram-sha-256 from the network) and a database POSTGRES_DB.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$password_file"
  initdb --username="$user" --pwfile="$password_file" --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA"
  rm -f "$password_file"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$database" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    createdb --username="$user" "$database"
    pg_ctl -D "$PGDATA" -m fast -w stop
  fi
fi

if [ "$1" = postgres ]; then shift; exec postgres -D "$PGDATA" "$@"; fi
exec "$@"
