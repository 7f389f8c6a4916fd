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
# The embedded default is development on this machine: the email sign-in without a password, the test payment provider,
# cookies without Secure. The app refuses KINORA_DEV=1 when PUBLIC_URL is https or another machine; set KINORA_DEV=0
# to run start.sh as a server others reach.
export KINORA_DEV="${KINORA_DEV:-1}"
exec node --import tsx scripts/supervise.ts
