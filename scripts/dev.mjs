// `npm run dev`: the sync server (restarting on change) and Vite's dev server (proxying /api to it) together.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => process.exit(code ?? 0));

// The app is opened on Vite's port, so links in mail point there (APP_ORIGIN), not at the API's own port.
run('node', ['--watch', '--import', 'tsx', 'sync-server/src/index.ts'], {
  STATIC_DIR: '/nonexistent',
  // Answers not as their routes document them are logged (openapi/response-check.ts).
  RESPONSE_CHECK: process.env.RESPONSE_CHECK ?? 'log',
  APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173',
});
run('npx', ['vite']);
