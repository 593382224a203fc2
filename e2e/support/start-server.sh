#!/usr/bin/env bash
# Starts the real server for Playwright: builds the web app when needed, then runs the API and the app
# on one port with a fresh temporary data folder, which is removed when the server stops.
# DATABASE_URL, when set (the PostgreSQL CI run), is passed through unchanged.
set -euo pipefail
cd "$(dirname "$0")/../.."

npm run build:if-needed -w apps/web --silent

data_dir="$(mktemp -d -t shobdo-e2e-XXXXXX)"
export SHOBDO_DATA_DIR="$data_dir"
export PORT="${PORT:-8090}"
export HOST=127.0.0.1
export SHOBDO_AUTH_RATE_LIMIT="${SHOBDO_AUTH_RATE_LIMIT:-100000}"
export LOG_LEVEL="${LOG_LEVEL:-warn}"
: "${SHOBDO_ADMIN_USERNAME:?set by playwright.config.ts}"
: "${SHOBDO_ADMIN_PASSWORD:?set by playwright.config.ts}"

server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]]; then
    # npm does not pass signals on to tsx and node, so stop the server's whole process group, and let it
    # shut down (releasing the data-folder lock) before the folder is removed.
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir" "$data_dir.lock"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

set -m # the server gets its own process group
npm run start -w apps/server --silent &
server_pid=$!
wait "$server_pid"
