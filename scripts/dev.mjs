// Developer mode: the /clap server (restarted on change) on :8080 and Vite with hot reload on :5173,
// which proxies /clap, /upload and /uploads to the server. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '8080', STATIC_DIR: process.env.STATIC_DIR ?? '.no-portal' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_TARGET: `http://localhost:${process.env.PORT ?? '8080'}` },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
