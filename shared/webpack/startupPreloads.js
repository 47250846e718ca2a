// Preload hints for every script the shell's start needs. Its entry (main.js) holds only the federation runtime; the
// app and the shared packages it provides (react-dom, the router, the contracts…) are chunks the runtime asks for after
// main.js has run, one round trip later and at low priority. Named in the page, they download alongside main.js. The
// template reads the hints (htmlWebpackPlugin.tags.headTags) and issues them when it starts the entry itself.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PROVIDE_MODULE = 'provide-module';
const CONSUME_SHARED_MODULE = 'consume-shared-module';

/**
 * The chunks of the entry's first dynamic import (the app's bootstrap) and, for every shared module those chunks
 * consume, the chunks of the version this build provides, followed through what those consume in turn. On a first
 * visit the shell's own provided versions are the ones chosen (it registers them before any remote loads).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {import('webpack').Chunk[]} the chunks, in the order they were found
 */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) throw new Error(`startup preloads: no entry named ${entryName}`);

  const provided = new Map(); // share key → the chunk group of the provided version's factory
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== PROVIDE_MODULE) continue;
      const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
      if (group) provided.set(module._name, group);
    }
  }
  const entryModules = entrypoint.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)]);
  const bootstrapGroups = entryModules.flatMap((module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean));
  if (bootstrapGroups.length === 0) throw new Error(`startup preloads: the entry ${entryName} has no dynamic import of the app`);

  const chunks = new Set();
  const pending = [...bootstrapGroups];
  const seenKeys = new Set();
  while (pending.length > 0) {
    for (const chunk of pending.shift().chunks) {
      if (entrypoint.chunks.includes(chunk) || chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED_MODULE) continue;
        const key = module.options.shareKey;
        if (seenKeys.has(key)) continue;
        seenKeys.add(key);
        const group = provided.get(key);
        if (group) pending.push(group);
      }
    }
  }
  return [...chunks];
}

/** The script files of `startupChunks`. */
function startupChunkFiles(compilation, entryName) {
  return startupChunks(compilation, entryName).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

class StartupPreloadsPlugin {
  /** @param {{ entryName?: string }} [options] */
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadsPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const entryFiles = compilation.entrypoints
          .get(this.entryName)
          .getFiles()
          .filter((file) => file.endsWith('.js'));
        for (const file of [...entryFiles, ...startupChunkFiles(compilation, this.entryName)]) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        }
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadsPlugin, startupChunks };
