#!/usr/bin/env bash
# Installs the Debian packages Reelboard needs that are missing (ffmpeg for media,
# chromium for the end-to-end tests, postgresql for CI's second database pass,
# postgresql-client for pg_dump and pg_restore of backups, ADR 0042).
# Usage: scripts/ensure-system-packages.sh <package>...
set -euo pipefail
missing=()
for pkg in "$@"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Reelboard needs these system packages: ${missing[*]}. Install them (for example: sudo apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
echo "== apt-get install ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
