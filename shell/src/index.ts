/**
 * The shell's entry. Its import of the bootstrap is the asynchronous boundary where shared singletons are negotiated
 * before any app code runs. Each step runs in a task of its own: the federation runtime's start (this script), the
 * negotiation and the chunks' arrival, the evaluation of react-dom, of the contracts (their zod schemas are built as
 * the module runs), of the rest of the app's modules, then the app's start (bootstrap.tsx). No two of the three
 * evaluations may share a task: together they make the longest task of a first visit (docs/performance.md).
 */
import { inTasks, taskBoundary, type ChunkHandler } from './tasks';

declare const __webpack_require__: { f: Record<string, ChunkHandler> };

__webpack_require__.f.taskBoundary = taskBoundary;
void inTasks([() => import('react-dom/client'), () => import('@storefront/shared'), () => import('./bootstrap')]);
