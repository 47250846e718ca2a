# Every deployable of the shop, one target each (docker-compose.yml builds them all):
#   api     the API (server/) without the apps: SERVE_APPS=false
#   proxy   the shop's public origin: API paths to the API processes, everything else to the shell
#   static  one app's static server: --build-arg APP=shell | mfe-catalog | mfe-cart-checkout | mfe-account | mfe-pages
# Each app's image builds that app alone, so a team rebuilds and redeploys only its own, e.g.
#   docker build --target static --build-arg APP=mfe-catalog --build-arg BUILD_ID=$(git rev-parse --short HEAD) .
# Remote URLs and origins are not built in: the containers read them from their environment at start.
# It needs BuildKit (docker compose v2, or DOCKER_BUILDKIT=1 with a docker CLI that has it). Where the npm registry is
# reached only through a CA of the machine's own, give that bundle as the build secret npm_ca; it is read by npm alone
# and is in no image:  docker build --secret id=npm_ca,src=/etc/ssl/certs/ca-certificates.crt ...
ARG NODE_IMAGE=node:20-slim

# The dependencies of every workspace an image is built from (not e2e's browsers' tooling), from the lockfile: a
# layer that changes only with package.json files.
FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
COPY package.json package-lock.json lerna.json tsconfig.base.json tsconfig.web.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-cart-checkout/package.json mfe-cart-checkout/
COPY mfe-account/package.json mfe-account/
COPY mfe-pages/package.json mfe-pages/
# Every workspace the lockfile lists, e2e's too, though its dependencies are not installed below.
COPY e2e/package.json e2e/
RUN --mount=type=secret,id=npm_ca --mount=type=cache,target=/root/.npm,sharing=locked \
  if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
  && npm ci --no-audit --no-fund --include-workspace-root \
    -w @storefront/shared -w server -w shell -w mfe-catalog -w mfe-cart-checkout -w mfe-account -w mfe-pages

# The shared package, built once for the server and every app.
FROM deps AS build-shared
COPY shared shared
RUN npm run build -w @storefront/shared

# The server, built once for every image; a change to it does not rebuild the apps.
FROM build-shared AS build-server
COPY server server
RUN npm run build -w server

# The static servers' and the proxy's program: the server's deploy entry bundled with the modules it imports, so those
# images carry no node_modules (and none of the API's database modules).
FROM build-server AS deploy-bundle
RUN npm run bundle:deploy -w server

# One app: only its own source is copied after the shared build, so a change to it rebuilds this stage alone.
FROM build-shared AS build-app
ARG APP
ARG BUILD_ID=local
COPY ${APP} ${APP}
RUN test -n "${APP}" && STOREFRONT_BUILD_ID="${BUILD_ID}" npm run build -w "${APP}"

# The server's and the shared package's production dependencies, nothing else: not even the type declarations and
# source maps they ship (the API maps its own build's stack traces to its source, not its dependencies').
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /srv/storefront
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
RUN --mount=type=secret,id=npm_ca --mount=type=cache,target=/root/.npm,sharing=locked \
  if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
  && npm ci --omit=dev --no-audit --no-fund -w server -w @storefront/shared \
  && find . -path '*/node_modules/*' -type f \( -name '*.d.ts' -o -name '*.d.[cm]ts' -o -name '*.map' \) -delete

# What every image runs on, gathered in /rootfs: the node binary and the system libraries it links, the users root
# and node, a /tmp, and node's writable /srv/releases (where a static server keeps its app's releases: a new volume
# takes this folder's owner). No shell, no package manager, nothing else of the base image's system.
FROM ${NODE_IMAGE} AS runtime-root
RUN mkdir -p /rootfs/usr/local/bin /rootfs/etc /rootfs/tmp /rootfs/home/node /rootfs/srv/releases \
  && cp /usr/local/bin/node /rootfs/usr/local/bin/node \
  && ldd /usr/local/bin/node | grep -o '/[^ ]*' | xargs cp --parents -L -t /rootfs \
  && grep -E '^(root|node):' /etc/passwd > /rootfs/etc/passwd \
  && grep -E '^(root|node):' /etc/group > /rootfs/etc/group \
  && chmod 1777 /rootfs/tmp \
  && chown node:node /rootfs/home/node /rootfs/srv/releases

# The system libraries the API's dependencies' native addons (image processing) link beyond node's, in /addon-libs.
FROM runtime-root AS addon-libs
COPY --from=prod-deps /srv/storefront/node_modules /addons
RUN mkdir /addon-libs && find /addons \( -name '*.node' -o -name '*.so*' \) -type f -exec ldd {} + \
  | grep -o '=> /[^ ]*' | cut -c4- | grep -v '^/addons/' | sort -u \
  | while read -r lib; do [ -e "/rootfs$lib" ] || cp --parents -L "$lib" /addon-libs; done

FROM scratch AS node-runtime
COPY --from=runtime-root /rootfs /
ENV NODE_ENV=production
WORKDIR /srv/storefront
USER node

FROM node-runtime AS api
COPY --from=addon-libs /addon-libs /
COPY --from=prod-deps /srv/storefront ./
COPY --from=build-server /repo/shared/dist shared/dist
COPY --from=build-server /repo/server/dist server/dist
COPY --from=build-server /repo/server/drizzle server/drizzle
ARG BUILD_ID=local
ENV STOREFRONT_BUILD_ID=${BUILD_ID} SERVE_APPS=false PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/s/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "server/dist/index.js"]

FROM node-runtime AS proxy
COPY --from=deploy-bundle /repo/server/dist/bundle/deploy.js deploy.js
ENV PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/s/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "deploy.js", "proxy"]

FROM node-runtime AS static
ARG APP
COPY --from=deploy-bundle /repo/server/dist/bundle/deploy.js deploy.js
COPY --from=build-app /repo/${APP}/dist /srv/app
ENV APP=${APP} APP_ROOT=/srv/app PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "deploy.js", "static"]
