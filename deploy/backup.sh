#!/usr/bin/env bash
# A backup of Maple Bridge's PostgreSQL database: one pg_dump in its custom format (compressed, restored with
# pg_restore) per run, written under a temporary name and renamed when complete, so a failed run never leaves a
# file that looks like a backup. Dumps older than BACKUP_KEEP_DAYS are removed. Prints the new file's path.
# Run nightly by deploy/systemd/maple-bridge-backup.timer, or from cron:
#   15 3 * * *  maple-bridge  . /etc/maple-bridge/env && /opt/maple-bridge/deploy/backup.sh
# Restore: deploy/restore.sh (docs/operations.md#restore). npm run test:deploy runs both.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
backup_dir="${BACKUP_DIR:-/var/backups/maple-bridge}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
pg_dump="${PG_DUMP:-pg_dump}"

# Dumps hold members' data: readable by the backup's owner only.
umask 077
mkdir -p "$backup_dir"
target="$backup_dir/maple-bridge-$(date -u +%Y%m%dT%H%M%SZ).dump"
"$pg_dump" --format=custom --file="$target.partial" "$DATABASE_URL"
mv "$target.partial" "$target"
find "$backup_dir" -maxdepth 1 -name 'maple-bridge-*.dump' -mtime +"$keep_days" -delete
echo "$target"
