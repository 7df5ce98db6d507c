#!/usr/bin/env bash
# The README's first command: installs what is missing and starts Reelboard at
# http://localhost:${PORT:-3000} with its own embedded PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-packages.sh ffmpeg
npm install --no-audit --no-fund
npm start
