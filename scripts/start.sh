#!/usr/bin/env bash
# Starts the whole product with embedded defaults: Temporal dev server, PGlite, local storage, both workers, the web app.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure.sh
# Build the web app when it is missing or its sources changed since the last build.
if [ ! -f dist/web/index.html ] || [ -n "$(find web locales domain vite.config.ts lingui.config.ts -newer dist/web/index.html -print -quit 2>/dev/null)" ]; then
  echo "[start] building the web app"
  ./node_modules/.bin/vite build --logLevel error
fi
exec node --import tsx scripts/supervise.ts
