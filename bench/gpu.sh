#!/usr/bin/env bash
# The model benchmarks on the GPU (onnxruntime's CUDA provider) and on the CPU in one run, as one table: per model
# tool, seconds per second of 720p video on each, the speed-up, and pipeline efficiency (bare model / whole render).
# Without a working NVIDIA GPU it says so and prints the CPU column only.
# Usage: bench/gpu.sh [--quick] [--seconds N] [--upscale-frames N]
#   --quick      one cheap tool on 0.2 s of 720p (checks the whole path in well under a minute of model time)
#   --seconds N  720p clip length per tool (default 1; e.g. 10 on a GPU host for steadier figures)
#   --upscale-frames N  frames for the upscaler and face enhancer (default 4 at most: ESRGAN is seconds per frame on CPU)
# On a fresh copy (no node_modules) it first runs scripts/ensure.sh (npm packages, ffmpeg, model files, the Temporal
# CLI); on a GPU host it then downloads onnxruntime-node's CUDA 12 provider next to the binding (needs the network,
# and CUDA 12 with cuDNN 9 on the host; if the provider cannot start, the models fall back to the CPU and the table's
# placement lines say so).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[36m[gpu]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[gpu]\033[0m %s\n' "$*" >&2; exit 1; }

args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) args+=(--quick) ;;
    --seconds|--upscale-frames)
      [ $# -ge 2 ] && [[ "$2" =~ ^[0-9]+(\.[0-9]+)?$ ]] && [[ "$2" =~ [1-9] ]] || die "$1 needs a positive number"
      args+=("$1" "$2"); shift ;;
    *) die "unknown option: $1 (usage: bench/gpu.sh [--quick] [--seconds N] [--upscale-frames N])" ;;
  esac
  shift
done

# A working GPU: nvidia-smi present and listing at least one device (a driver mismatch makes it fail).
gpu=0
if command -v nvidia-smi >/dev/null && nvidia-smi -L 2>/dev/null | grep -q '^GPU '; then
  gpu=1
  say "GPU: $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | head -1)"
else
  # On stdout too, with the table, so the reason stays next to the single column it explains.
  echo "no NVIDIA GPU found: CPU column only"
fi

# Only when absent: ensure.sh would reinstall into a node_modules shared with other checkouts.
[ -x node_modules/.bin/tsx ] || { say "node_modules absent: running scripts/ensure.sh"; scripts/ensure.sh; }

# The clips are built from photos in opencv-doc (faces, a person, a car plate), as the test suite does.
if [ ! -f /usr/share/doc/opencv-doc/examples/data/messi5.jpg ]; then
  [ "$(id -u)" = 0 ] || die "the bench clips need the Debian package opencv-doc (as root: apt-get install opencv-doc)"
  say "installing opencv-doc (Debian)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq opencv-doc >/dev/null
fi

if [ $gpu = 1 ]; then
  cuda_lib="node_modules/onnxruntime-node/bin/napi-v6/linux/$(node -p process.arch)/libonnxruntime_providers_cuda.so"
  if [ ! -f "$cuda_lib" ]; then
    say "installing onnxruntime-node's CUDA 12 provider (ONNXRUNTIME_NODE_INSTALL=cuda12)"
    ONNXRUNTIME_NODE_INSTALL=cuda12 node node_modules/onnxruntime-node/script/install.js
  fi
  [ -f "$cuda_lib" ] || die "the CUDA provider did not install ($cuda_lib is missing)"
  args+=(--gpu)
fi

exec ./node_modules/.bin/tsx bench/gpu-bench.ts "${args[@]}"
