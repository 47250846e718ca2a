// What the apps use of react-router-dom, and nothing more: Module Federation shares this module under the key
// `react-router-dom` (see createAppConfig.js), because a shared module is never tree-shaken and the whole package
// would ride along on every first visit (sizes: docs/delivery.md). shared/test/sharedFacades.test.ts fails when an app
// imports a name that is missing here. Imports react-router itself: react-router-dom would resolve back to this shared
// module.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
