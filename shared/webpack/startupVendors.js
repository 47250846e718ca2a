// The third-party code of the shell's start (react-dom, react, the router, React Query, emotion, valtio, zod and the
// facades in front of them) as one file instead of fifteen. Each would otherwise be its own chunk, as webpack splits
// every shared module apart, and gzip compresses one file better than the same code in fifteen (the small ones barely
// compress alone; the saving: docs/delivery.md). The file changes only when a dependency is upgraded, so the shell's
// own code stays in chunks of its own that a deploy replaces without it.
const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');
const { startupChunks } = require('./startupPreloads');

const PLUGIN_NAME = 'StartupVendorsPlugin';
/** The merged chunk's name, and so its file's: `startup-vendors.<hash>.js`. */
const CHUNK_NAME = 'startup-vendors';

/** The files a module is made of (a concatenated module: each of its parts). */
const resourcesOf = (module) => (module.modules ? [...module.modules] : [module]).map((part) => part.resource);

class StartupVendorsPlugin {
  /** @param {{ entryName?: string, facades: string[] }} options the facade modules count as third-party code */
  constructor({ entryName = 'main', facades }) {
    this.entryName = entryName;
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

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // After splitChunks (STAGE_ADVANCED), which made the chunks merged here.
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN_NAME, stage: STAGE_ADVANCED + 1 }, () => {
        const { chunkGraph } = compilation;
        const vendors = startupChunks(compilation, this.entryName).filter((chunk) => this.isVendorChunk(chunkGraph, chunk));
        if (vendors.length < 2) return;
        // Into the largest (react-dom), one by one.
        vendors.sort((a, b) => chunkGraph.getChunkSize(b) - chunkGraph.getChunkSize(a));
        const [target, ...others] = vendors;
        for (const other of others) {
          if (!chunkGraph.canChunksBeIntegrated(target, other)) continue;
          chunkGraph.integrateChunks(target, other);
          compilation.chunks.delete(other);
        }
        target.name = CHUNK_NAME;
        compilation.namedChunks.set(CHUNK_NAME, target);
      });
    });
  }
}

module.exports = { StartupVendorsPlugin };
