/**
 * The shell's entry. Its import of the bootstrap is the asynchronous boundary where shared singletons are negotiated
 * before any app code runs. Each step runs in a task of its own: the federation runtime's start (this script), the
 * negotiation and the chunks' arrival, the evaluation of the app's modules, then the app's start (bootstrap.tsx).
 */
import { nextTask, taskBoundary, type ChunkHandler } from './tasks';

declare const __webpack_require__: { f: Record<string, ChunkHandler> };

__webpack_require__.f.taskBoundary = taskBoundary;
void nextTask().then(() => import('./bootstrap'));
