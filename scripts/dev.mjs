// `npm run dev`: the sync server (restarting on change) and Vite's dev server (proxying /api to it) together.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => process.exit(code ?? 0));

run('node', ['--watch', '--import', 'tsx', 'sync-server/src/index.ts'], { STATIC_DIR: '/nonexistent' });
run('npx', ['vite']);
