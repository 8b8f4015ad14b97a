#!/usr/bin/env bash
# Installs (if needed) and starts Debian's PostgreSQL, creates the test role and database,
# and prints the TEST_DATABASE_URL for the store/outbox integration suite. Idempotent.
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  (apt-get update -qq && apt-get install -y -qq postgresql) >&2
fi

version="$(pg_lsclusters --no-header | awk 'NR==1 {print $1}')"
cluster="$(pg_lsclusters --no-header | awk 'NR==1 {print $2}')"
if [ -z "$version" ]; then
  version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
  cluster=main
  pg_createcluster "$version" "$cluster" >&2
fi
port="$(pg_lsclusters --no-header | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $3}')"

if ! pg_lsclusters --no-header | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $4}' | grep -q online; then
  pg_ctlcluster "$version" "$cluster" start >&2
fi

as_postgres() { su postgres -c "$1"; }
if ! as_postgres "psql -p $port -tAc \"SELECT 1 FROM pg_roles WHERE rolname='arivu'\"" | grep -q 1; then
  as_postgres "psql -p $port -qc \"CREATE USER arivu WITH PASSWORD 'arivu' SUPERUSER\"" >&2
fi
if ! as_postgres "psql -p $port -tAc \"SELECT 1 FROM pg_database WHERE datname='arivu_test'\"" | grep -q 1; then
  as_postgres "createdb -p $port -O arivu arivu_test" >&2
fi

echo "postgres://arivu:arivu@127.0.0.1:$port/arivu_test"
