/**
 * @jest-environment node
 *
 * The apps' builds take emotion's edge-light build of @emotion/use-insertion-effect-with-fallbacks: the styles of a
 * css prop go into the page as the component renders (the render phase, which a transition slices), not in React's
 * commit (one task).
 */
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const PACKAGE = '@emotion/use-insertion-effect-with-fallbacks';
const EDGE_LIGHT = path.join(root, 'node_modules', PACKAGE, 'dist/emotion-use-insertion-effect-with-fallbacks.edge-light.esm.js');

it('is what every app build resolves the package to', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createAppConfig } = require('../webpack/createAppConfig.js');
  for (const [app, host] of [
    ['shell', true],
    ['mfe-catalog', false],
  ] as const) {
    const config = createAppConfig({ dir: path.join(root, app), federationName: app.replace('-', '_'), host })({}, { mode: 'production' });
    expect([app, config.resolve.alias[`${PACKAGE}$`]]).toEqual([app, EDGE_LIGHT]);
  }
});

it('inserts at once, as the component renders, where the browser build waits for the commit', () => {
  // The CommonJS twin of the same build (jest runs CommonJS).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const edgeLight = require(EDGE_LIGHT.replace(/\.esm\.js$/, '.cjs.js'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const browser = require(EDGE_LIGHT.replace(/\.edge-light\.esm\.js$/, '.browser.cjs.js'));
  const inserted: string[] = [];
  edgeLight.useInsertionEffectAlwaysWithSyncFallback(() => inserted.push('css-1'));
  expect(inserted).toEqual(['css-1']);
  const React = jest.requireActual('react');
  expect(browser.useInsertionEffectAlwaysWithSyncFallback).toBe(React.useInsertionEffect);
  // <Global> styles still wait for the commit in both.
  expect(edgeLight.useInsertionEffectWithLayoutFallback).toBe(React.useInsertionEffect);
});
