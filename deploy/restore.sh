#!/usr/bin/env bash
# Restores a dump made by deploy/backup.sh into an EMPTY database, never over a live one: create it first
# (createdb maple_bridge_restored), restore, start the app on it (DATABASE_URL), check, then switch.
#   deploy/restore.sh /var/backups/maple-bridge/maple-bridge-20261127T031500Z.dump postgresql://…/maple_bridge_restored
# One transaction: a restore that fails leaves the database empty, not half restored. Ownership and grants are
# not restored (--no-owner --no-privileges): the objects belong to the user DATABASE_URL connects as.
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: $0 <dump file> <postgresql:// URL of an empty database>" >&2
  exit 2
fi
dump="$1"
target="$2"
psql="${PSQL:-psql}"
pg_restore="${PG_RESTORE:-pg_restore}"

tables="$("$psql" "$target" --no-psqlrc --tuples-only --no-align --command \
  "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "The target database is not empty ($tables tables): restore into a new database." >&2
  exit 1
fi
"$pg_restore" --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$target" "$dump"
echo "Restored $dump into the target database."
