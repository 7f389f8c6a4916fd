/**
 * Runs the product's processes side by side, prefixes their output, reports a crashed child and restarts it
 * (with backoff; too many crashes stop everything with an error), and stops them all cleanly on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { findTemporalCli } from './lib/find-temporal-cli';
import { formatLogLine } from './lib/format-log-line';
import { getSearchAttributeArgs } from './lib/search-attribute-args';
import { getPriorityArgs } from './lib/priority-args';
import { DEFAULT_DATA_DIR } from '../temporal/runtime/get-storage-dir';

const root = resolve(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
const temporalPort = process.env.TEMPORAL_PORT ?? '7233';
const temporalUiPort = process.env.TEMPORAL_UI_PORT ?? '8233';
const embeddedTemporal = !process.env.TEMPORAL_ADDRESS;
const rawJson = process.env.LOG_FORMAT === 'json';
const temporalAddress = process.env.TEMPORAL_ADDRESS ?? `127.0.0.1:${temporalPort}`;
mkdirSync(dataDir, { recursive: true });

interface Spec {
  name: string;
  color: number;
  command: string;
  args: string[];
}

const tsx = (entry: string) => [process.execPath, '--import', 'tsx', resolve(root, entry)];
const specs: Spec[] = [];
if (embeddedTemporal) {
  const cli = findTemporalCli();
  specs.push({
    name: 'temporal',
    color: 35,
    command: cli,
    args: ['server', 'start-dev', '--ip', '127.0.0.1', '--port', temporalPort, '--ui-port', temporalUiPort,
      '--db-filename', resolve(dataDir, 'temporal.sqlite'), '--log-level', 'error', ...getSearchAttributeArgs(), ...getPriorityArgs()],
  });
}
for (const [name, color, entry] of [
  ['app', 36, 'server/main.ts'],
  ['cpu-worker', 33, 'temporal/workers-cpu/main.ts'],
  ['gpu-worker', 32, 'temporal/workers-gpu/main.ts'],
] as const) {
  const [command, ...args] = tsx(entry);
  specs.push({ name, color, command: command!, args });
}

const env = { ...process.env, TEMPORAL_ADDRESS: temporalAddress, DATA_DIR: dataDir, PORT: port, HOST: host };
const children = new Map<string, ChildProcess>();
const crashes = new Map<string, number[]>();
let stopping = false;

function prefix(spec: Spec, text: string) {
  const tag = `\x1b[${spec.color}m${spec.name.padEnd(10)}\x1b[0m| `;
  return text.split('\n').filter((line) => line.length > 0).map((line) => tag + line).join('\n') + '\n';
}

/**
 * Whole lines of a child's stream, each shown readably (the processes write pino JSON lines; formatLogLine turns them
 * into time, level, message and fields). A chunk may end mid-line: the rest waits for the next chunk.
 * LOG_FORMAT=json passes the JSON lines through as they are (for a log collector reading the supervisor's output).
 */
function readLines(spec: Spec, out: NodeJS.WriteStream): (data: Buffer) => void {
  let pending = '';
  return (data) => {
    const lines = (pending + data.toString()).split('\n');
    pending = lines.pop() ?? '';
    const text = lines.map((line) => (rawJson ? line : formatLogLine(line, out.isTTY))).join('\n');
    if (text.trim().length > 0) out.write(prefix(spec, text));
  };
}

function start(spec: Spec) {
  // Own process group: a terminal's Ctrl-C reaches only the supervisor, which then stops the children in order
  // (workers drain before the Temporal server goes away).
  const child = spawn(spec.command, spec.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.set(spec.name, child);
  child.stdout!.on('data', readLines(spec, process.stdout));
  child.stderr!.on('data', readLines(spec, process.stderr));
  child.on('exit', (code, signal) => {
    children.delete(spec.name);
    if (stopping) return;
    const now = Date.now();
    const recent = [...(crashes.get(spec.name) ?? []), now].filter((t) => now - t < 60_000);
    crashes.set(spec.name, recent);
    console.error(`\x1b[31m[supervisor] ${spec.name} exited (${signal ?? `code ${code}`}); crash ${recent.length} in the last minute\x1b[0m`);
    if (recent.length >= 5) {
      console.error(`[supervisor] ${spec.name} keeps crashing: stopping everything.`);
      void stopAll(1);
      return;
    }
    setTimeout(() => !stopping && start(spec), 1000 * 2 ** (recent.length - 1));
  });
}

function waitForPort(address: string, timeoutMs: number): Promise<void> {
  const [h, p] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))];
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      const socket = connect(p, h, () => {
        socket.end();
        resolvePromise();
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Temporal did not answer on ${address}`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

async function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  console.log('[supervisor] stopping...');
  // Workers and app first (they drain), the Temporal server last.
  const order = ['gpu-worker', 'cpu-worker', 'app', 'temporal'];
  for (const name of order) {
    const child = children.get(name);
    if (!child) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  console.log('[supervisor] stopped');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// Should the supervisor itself die unexpectedly, take the children with it rather than leave them running.
process.on('exit', () => {
  for (const child of children.values()) child.kill('SIGKILL');
});

const temporalSpec = specs.find((s) => s.name === 'temporal');
if (temporalSpec) start(temporalSpec);
await waitForPort(temporalAddress, 60_000);
for (const spec of specs.filter((s) => s.name !== 'temporal')) start(spec);
console.log(`
  Kinora is starting:
    App          http://${host}:${port}
    Temporal UI  ${embeddedTemporal ? `http://127.0.0.1:${temporalUiPort}` : `(remote Temporal at ${temporalAddress})`}
    Mode         ${process.env.KINORA_DEV === '1' ? 'development on this machine (KINORA_DEV=1: email sign-in without a password, test payments)' : 'production (KINORA_DEV unset)'}
  Press Ctrl-C to stop.
`);
