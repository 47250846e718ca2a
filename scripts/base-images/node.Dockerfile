# node:20-slim's layout on the local Debian image: node and npm under /usr/local, the user node (uid 1000).
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && node --version && npm --version
CMD ["node"]
