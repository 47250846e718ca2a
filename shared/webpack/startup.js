// The shell's start. Its entry (main.js) holds only the federation runtime; the app and the shared packages it
// provides (react-dom, the router, the contracts…) are chunks the runtime asks for after main.js has run, one round
// trip later and at low priority. This plugin names every one of them in preload hints, which the page template
// issues when it starts the entry (htmlWebpackPlugin.tags.headTags), so they download alongside main.js. In
// production it also merges the third-party ones (react-dom, react, the router, React Query, emotion, valtio, zod and
// the facades in front of them) into one file, which gzip compresses better than the same code in fifteen, and which
// changes only when a dependency is upgraded.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');

const PLUGIN_NAME = 'ShellStartupPlugin';
const ENTRY_NAME = 'main';
/** The merged chunk's name, and so its file's: `startup-vendors.<hash>.js`. */
const VENDORS_CHUNK_NAME = 'startup-vendors';

/**
 * Share key → the chunk group of the version this build provides (the provided module's factory).
 * @param {import('webpack').Compilation} compilation
 */
function providedGroups(compilation) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(ENTRY_NAME);
  if (!entrypoint) throw new Error(`${PLUGIN_NAME}: no entry named ${ENTRY_NAME}`);
  const provided = new Map();
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'provide-module') continue;
      const group = module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0]);
      if (group) provided.set(module._name, group);
    }
  }
  return provided;
}

/**
 * The chunks of the entry's first dynamic import (the app's bootstrap) and, for every shared module those chunks
 * consume, the chunks of the version this build provides, followed through what those consume in turn. On a first
 * visit the shell's own provided versions are the ones chosen (it registers them before any remote loads).
 * @param {import('webpack').Compilation} compilation
 * @returns {import('webpack').Chunk[]} the chunks, in the order they were found
 */
function startupChunks(compilation) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(ENTRY_NAME);
  if (!entrypoint) throw new Error(`${PLUGIN_NAME}: no entry named ${ENTRY_NAME}`);

  const provided = providedGroups(compilation);
  const entryModules = entrypoint.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)]);
  const bootstrapGroups = entryModules.flatMap((module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean));
  if (bootstrapGroups.length === 0) throw new Error(`${PLUGIN_NAME}: the entry ${ENTRY_NAME} has no dynamic import of the app`);

  const chunks = new Set();
  const pending = [...bootstrapGroups];
  const seenKeys = new Set();
  while (pending.length > 0) {
    for (const chunk of pending.shift().chunks) {
      if (entrypoint.chunks.includes(chunk) || chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
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

/**
 * Merges `chunks` into the largest of them, one by one (those webpack cannot merge stay as they are).
 * @returns {import('webpack').Chunk} the chunk they were merged into
 */
function integrateChunks(compilation, chunks) {
  const { chunkGraph } = compilation;
  const [target, ...others] = [...chunks].sort((a, b) => chunkGraph.getChunkSize(b) - chunkGraph.getChunkSize(a));
  for (const other of others) {
    if (!chunkGraph.canChunksBeIntegrated(target, other)) continue;
    chunkGraph.integrateChunks(target, other);
    compilation.chunks.delete(other);
  }
  return target;
}

/** The files a module is made of (a concatenated module: each of its parts). */
const resourcesOf = (module) => (module.modules ? [...module.modules] : [module]).map((part) => part.resource);

class ShellStartupPlugin {
  /** @param {{ mergeVendors: boolean, facades: string[] }} options the facade modules count as third-party code */
  constructor({ mergeVendors, facades }) {
    this.mergeVendors = mergeVendors;
    this.facades = new Set(facades);
  }

  /** Only third-party modules: no app code, and no federation module (a consume or provide stays where it is). */
  isVendorChunk(chunkGraph, chunk) {
    if (chunk.hasRuntime() || chunkGraph.getNumberOfEntryModules(chunk) > 0) return false;
    const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
    return (
      modules.length > 0 &&
      modules.every((module) => resourcesOf(module).every((file) => file && (/[\\/]node_modules[\\/]/.test(file) || this.facades.has(file))))
    );
  }

  /** Merges the start's vendor chunks into the largest (react-dom), one by one. */
  mergeVendorChunks(compilation) {
    const { chunkGraph } = compilation;
    const vendors = startupChunks(compilation).filter((chunk) => this.isVendorChunk(chunkGraph, chunk));
    if (vendors.length < 2) return;
    const target = integrateChunks(compilation, vendors);
    target.name = VENDORS_CHUNK_NAME;
    compilation.namedChunks.set(VENDORS_CHUNK_NAME, target);
  }

  /**
   * Merges the rest of the start (the app's bootstrap and the shared entries it provides: UI kit, contracts, runtime)
   * as far as the federation allows: every first visit downloads all of them, and gzip compresses them better
   * together: one file of the five is 2.4 kB smaller gzipped (docs/delivery.md). A file may not hold a module that
   * waits, through the shares it consumes, for a module of the same file: loading the file would wait for the share,
   * which waits for the file. Webpack puts the consumes in chunks of their own (no file), so today none of the five
   * waits on another; the chunks merged are the largest set (by size) of which none does, so a chunk that would
   * deadlock the start stays apart. The vendors stay apart too: a deploy of the shell's own code leaves them cached.
   */
  mergeOwnChunks(compilation) {
    const { chunkGraph } = compilation;
    const provided = providedGroups(compilation);
    const own = startupChunks(compilation).filter(
      (chunk) =>
        chunk.name !== VENDORS_CHUNK_NAME &&
        !chunk.hasRuntime() &&
        chunkGraph.getNumberOfEntryModules(chunk) === 0 &&
        // A chunk of consumes alone is no file: the share is taken from the scope.
        [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => module.type !== 'consume-shared-module'),
    );
    if (own.length < 2 || own.length > 12) return;
    /** The chunks a chunk's load waits for: the provided versions of the shares it consumes, and theirs in turn. */
    const waits = new Map();
    const waitsOn = (chunk) => {
      if (waits.has(chunk)) return waits.get(chunk);
      const found = new Set();
      waits.set(chunk, found);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const provider of provided.get(module.options.shareKey)?.chunks ?? []) {
          if (found.has(provider)) continue;
          found.add(provider);
          for (const further of waitsOn(provider)) found.add(further);
        }
      }
      return found;
    };
    let best = [];
    let bestSize = 0;
    for (let mask = 1; mask < 1 << own.length; mask++) {
      const set = own.filter((_chunk, index) => mask & (1 << index));
      if (set.length < 2 || set.some((chunk) => set.some((other) => waitsOn(chunk).has(other)))) continue;
      const size = set.reduce((sum, chunk) => sum + chunkGraph.getChunkSize(chunk), 0);
      if (size > bestSize) [best, bestSize] = [set, size];
    }
    if (best.length > 1) integrateChunks(compilation, best);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // After splitChunks (STAGE_ADVANCED), which made the chunks merged here.
      if (this.mergeVendors)
        compilation.hooks.optimizeChunks.tap({ name: PLUGIN_NAME, stage: STAGE_ADVANCED + 1 }, () => {
          this.mergeVendorChunks(compilation);
          this.mergeOwnChunks(compilation);
        });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const files = [compilation.entrypoints.get(ENTRY_NAME).getFiles(), ...startupChunks(compilation).map((chunk) => [...chunk.files])].flat();
        for (const file of files.filter((name) => name.endsWith('.js'))) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        }
        return data;
      });
    });
  }
}

module.exports = { ShellStartupPlugin };
