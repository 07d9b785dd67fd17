// Developer mode: the /clap server (restarted on change) on :8080 and Vite with hot reload on :5173 (DEV_PORT),
// which proxies /clap, /upload and /uploads to the server. Ctrl+C (SIGINT) or SIGTERM to `npm run dev` stops every
// process started here (docs/production-build.md, "npm run dev stops cleanly"): npm's script execs this launcher (no
// shell between), which passes the signal on, waits for both children, kills what is left after a grace period, and
// exits. When one child exits on its own, the other is stopped too: a half-running dev setup is never left behind.
import { spawn } from 'node:child_process';

const GRACE_MS = 5_000;
const port = process.env.PORT ?? '8080';
const devPort = process.env.DEV_PORT ?? '5173';

const children = [
  {
    name: 'server',
    // Its own process group: `node --watch` runs the server in a child of its own, and signalling the group reaches
    // both even if the watcher is gone first. It reads nothing from the terminal (stdin ignored: a background group
    // reading the terminal would be stopped).
    group: true,
    process: spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: { ...process.env, PORT: port, STATIC_DIR: process.env.STATIC_DIR ?? '.no-portal' },
    }),
  },
  {
    name: 'vite',
    // In this launcher's group, in the terminal's foreground: Ctrl+C reaches it directly and its keyboard shortcuts
    // (h, r, o, q) keep working.
    group: false,
    process: spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', devPort, '--strictPort'], {
      stdio: 'inherit',
      env: { ...process.env, DEV_API_TARGET: `http://localhost:${port}` },
    }),
  },
];

/** Sends `signal` to a child (to its whole group for the server); a process already gone is fine. */
function signalChild(child, signal) {
  try {
    if (child.group) process.kill(-child.process.pid, signal);
    else child.process.kill(signal);
  } catch {
    // ESRCH: nothing left to signal.
  }
}

const running = new Set(children.filter((child) => child.process.pid !== undefined));
let stopping = false;

function stop(signal, exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) signalChild(child, signal);
  // Whatever ignores the signal is killed; unref: an early clean exit does not wait for the timer.
  setTimeout(() => {
    for (const child of children) signalChild(child, 'SIGKILL');
  }, GRACE_MS).unref();
}

for (const child of children) {
  child.process.on('error', (error) => {
    console.error(`dev: could not start the ${child.name} (${error.message})`);
    running.delete(child);
    stop('SIGTERM', 1);
  });
  child.process.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`dev: the ${child.name} exited (${signal ?? `code ${code}`}); stopping the rest`);
      // Ended by Ctrl+C or SIGTERM (the terminal signals vite too) or quit on purpose (vite's q): a clean stop.
      stop('SIGTERM', code === 0 || signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : (code ?? 1));
    }
    // The watcher may be gone while the server it started is still closing: the group goes too.
    if (child.group) signalChild(child, 'SIGTERM');
    if (running.size === 0) process.exit();
  });
}

// A stop asked for by the developer is a clean exit (npm then reports no error).
process.on('SIGINT', () => stop('SIGINT', 0));
process.on('SIGTERM', () => stop('SIGTERM', 0));
process.on('SIGHUP', () => stop('SIGTERM', 0));
// However this process ends, the server's group does not outlive it.
process.on('exit', () => {
  for (const child of children) if (child.group) signalChild(child, 'SIGKILL');
});
