#!/usr/bin/env bash
# Starts the real server for Playwright on a private run folder: the web app is built into it (so a
# concurrent `vite build` of apps/web/dist cannot pull files from under the server), the API and the app
# share one port, and the embedded database lives in a fresh data folder. The folder is removed when the
# server stops. DATABASE_URL, when set (the PostgreSQL CI run), is passed through unchanged.
set -euo pipefail
cd "$(dirname "$0")/../.."

run_dir="$(mktemp -d -t shobdo-e2e-XXXXXX)"
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]]; then
    # npm does not pass signals on to tsx and node, so stop the server's whole process group, and let it
    # shut down (releasing the data-folder lock) before the folder is removed.
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$run_dir"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

# E2E_WEB_DIST: a build made once for several runs (CI builds once for both databases); it is only read.
if [[ -n "${E2E_WEB_DIST:-}" ]]; then
  export SHOBDO_WEB_DIST="$E2E_WEB_DIST"
else
  (cd apps/web && npx vite build --outDir "$run_dir/web" --emptyOutDir --logLevel warn)
  export SHOBDO_WEB_DIST="$run_dir/web"
fi
export SHOBDO_DATA_DIR="$run_dir/data"
export PORT="${PORT:-8090}"
export HOST=127.0.0.1
export SHOBDO_AUTH_RATE_LIMIT="${SHOBDO_AUTH_RATE_LIMIT:-100000}"
export LOG_LEVEL="${LOG_LEVEL:-warn}"
: "${SHOBDO_ADMIN_USERNAME:?set by playwright.config.ts}"
: "${SHOBDO_ADMIN_PASSWORD:?set by playwright.config.ts}"

set -m # the server gets its own process group
npm run start -w apps/server --silent &
server_pid=$!
wait "$server_pid"
