// `npm start`: builds whatever is not built yet, then serves the whole shop from one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './ensureBuilt.mjs';

ensureBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/index.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
