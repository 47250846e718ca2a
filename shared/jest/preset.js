// Jest settings every package uses: @swc/jest for TypeScript/TSX (emotion's JSX runtime), the shared package
// mapped to its source, and swiper's ESM let through.
const path = require('node:path');
const { ensurePincodeDirectory } = require('../scripts/pincodeDirectory');

// The address form's pincode directory is built from a package's data, not kept in git.
ensurePincodeDirectory();

const sharedSource = path.resolve(__dirname, '../src/index.ts');

/** @param {{ rootDir: string, environment?: 'node' | 'jsdom', setupFiles?: string[] }} options */
function jestConfig({ rootDir, environment = 'jsdom', setupFiles = [] }) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: environment,
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
      '^.+\\.mjs$': [require.resolve('@swc/jest'), { module: { type: 'commonjs' } }],
    },
    // ESM-only packages jest must compile: swiper and its helpers.
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
    moduleNameMapper: {
      '^@storefront/shared$': sharedSource,
      '^@storefront/shared/runtime$': path.resolve(__dirname, '../src/runtime.ts'),
      '^@storefront/shared/ui$': path.resolve(__dirname, '../src/ui/index.ts'),
      '^@storefront/shared/overlays$': path.resolve(__dirname, '../src/overlays/index.ts'),
      '^@storefront/shared/signed-in$': path.resolve(__dirname, '../src/signedIn.ts'),
      '^@storefront/shared/shopping$': path.resolve(__dirname, '../src/shopping.ts'),
      '^@storefront/shared/forms$': path.resolve(__dirname, '../src/forms/index.ts'),
      '^@storefront/shared/addresses$': path.resolve(__dirname, '../src/addresses/index.ts'),
      '^@storefront/shared/search$': path.resolve(__dirname, '../src/search.ts'),
      '^@storefront/shared/testing$': path.resolve(__dirname, '../src/testing/index.ts'),
      '^@storefront/shared/contracts$': path.resolve(__dirname, '../src/contracts/index.ts'),
      '^@storefront/shared/seo$': path.resolve(__dirname, '../src/seo/index.ts'),
      '^@storefront/shared/tokens$': path.resolve(__dirname, '../src/ui/tokens.ts'),
      '^@storefront/shared/pagination$': path.resolve(__dirname, '../src/ui/Pagination.tsx'),
      '^@storefront/shared/carousel$': path.resolve(__dirname, '../src/ui/carousel.ts'),
      '^@storefront/shared/swiper-wanted$': path.resolve(__dirname, '../src/ui/swiperWanted.ts'),
      '^@storefront/shared/listing-title$': path.resolve(__dirname, '../src/seo/listingTitle.ts'),
      '^@storefront/shared/route-head$': path.resolve(__dirname, '../src/routeHead.ts'),
      '^@storefront/shared/themes$': path.resolve(__dirname, '../src/ui/themes.ts'),
      '\\.css$': path.resolve(__dirname, 'styleStub.js'),
    },
    setupFiles: [path.resolve(__dirname, 'setupGlobals.js'), ...setupFiles],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.resolve(__dirname, 'setupDom.js')] : [],
  };
}

module.exports = { jestConfig };
