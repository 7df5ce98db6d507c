#!/usr/bin/env bash
# Every check and test of the project, in the order that fails fastest. Run through
# `npm test`, so that node_modules/.bin (Node 24 among it) comes first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-packages.sh ffmpeg chromium fonts-liberation postgresql-client
[ -d node_modules/.bin ] || npm install --no-audit --no-fund

echo "== lint (biome)"
biome check .
echo "== file sizes"
node scripts/check-file-sizes.ts
echo "== typecheck (TypeScript 7)"
tsc -p tsconfig.json
tsc -p apps/web/tsconfig.json
echo "== dead code and unused dependencies (knip)"
knip
echo "== schema.graphql drift"
node apps/server/src/graphql/print-schema.ts --check
echo "== web GraphQL documents against schema.graphql, generated types up to date (codegen)"
graphql-codegen --config apps/web/codegen.ts --check
echo "== build web app"
npm run build -w @reelboard/web
# One sample clip cache for the run: the Vitest tests that seed draw the 16 sample clips
# into it, and the e2e servers seed from it instead of drawing them again.
SAMPLE_CLIP_CACHE_DIR=$(mktemp -d /tmp/reelboard-sample-clips.XXXXXX)
export SAMPLE_CLIP_CACHE_DIR
trap 'rm -rf "$SAMPLE_CLIP_CACHE_DIR"' EXIT

echo "== unit and service tests (vitest, real PostgreSQL)"
vitest run
if [ "${SKIP_E2E:-}" != "1" ]; then
  echo "== end-to-end tests (Playwright, Debian Chromium)"
  # Three free ports in a row for the two e2e servers and the loopback OpenID provider
  # (playwright.config.ts), unless set:
  # another checkout's run on this machine must not collide with this one.
  if [ -z "${E2E_PORT:-}" ]; then
    E2E_PORT=$(node -e "
      const net = require('node:net');
      const free = (port) => new Promise((resolve) => {
        const server = net.createServer().once('error', () => resolve(false));
        server.listen(port, () => server.close(() => resolve(true)));
      });
      (async () => {
        for (let port = 20000 + 3 * Math.floor(Math.random() * 4000); ; port += 3)
          if ((await free(port)) && (await free(port + 1)) && (await free(port + 2))) return console.log(port);
      })();")
    export E2E_PORT
  fi
  playwright test
fi
