// What the apps use of @emotion/react's main module, and nothing more: shared under the key `@emotion/react` (see
// createAppConfig.js), because a shared module is never tree-shaken (Global, ClassNames and the theming helpers
// would ride along on every first visit). The css prop's JSX runtime is shared apart, under `@emotion/react/`.
// shared/test/sharedFacades.test.ts fails when an app imports a name that is missing here. The package's browser
// build is imported under an alias (createAppConfig.js) that no share key matches: `@emotion/react` would resolve
// back to this module, and any `@emotion/react/…` path to the subpath share.
export { css, keyframes } from 'emotion-react-browser-build';
