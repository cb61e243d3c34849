import { spawn } from 'node:child_process';

// Longer than the server's own graceful stop (SHUTDOWN_GRACE_SECONDS, default 8, then closing the database), so
// `npm start` never cuts it short with SIGKILL.
const STOP_GRACE_MS = ((Number(process.env.SHUTDOWN_GRACE_SECONDS) || 8) + 10) * 1000;

/** True while any process of the group led by `pid` is alive. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The whole group has already gone.
  }
}

/**
 * Runs several long-lived commands as one unit: each child leads its own process group (so `npx`, `tsx watch` and
 * their grandchildren are reached too), and when one exits, or this process gets SIGINT/SIGTERM, every group is
 * stopped — SIGTERM, then SIGKILL after a grace period — before this process exits.
 */
export function createProcessGroup({ log = (line) => console.log(line) } = {}) {
  const children = [];
  let stopping = null;

  async function stopAll(signal = 'SIGTERM') {
    for (const { pid } of children) signalGroup(pid, signal);
    const deadline = Date.now() + STOP_GRACE_MS;
    while (children.some(({ pid }) => groupAlive(pid))) {
      if (Date.now() > deadline) {
        for (const { pid } of children) signalGroup(pid, 'SIGKILL');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  function shutdown(exitCode, signal) {
    stopping ??= stopAll(signal).then(() => process.exit(exitCode));
    return stopping;
  }

  function run(name, command, args, env = {}) {
    // stdin stays closed: a child in its own process group that read the terminal would be stopped (SIGTTIN).
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: { ...process.env, ...env },
    });
    children.push({ name, pid: child.pid });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(`[${name}] exited with ${code ?? signal}; stopping the others`);
      void shutdown(code || 1);
    });
    child.on('error', (error) => {
      if (stopping) return;
      log(`[${name}] could not start: ${error.message}`);
      void shutdown(1);
    });
    return child;
  }

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0, signal));
  return { run, shutdown };
}
