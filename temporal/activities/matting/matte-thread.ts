import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompositorReply, CompositorRequest } from './matte-compositor';

// Threads left by finished renders, warm (their TypeScript already loaded): a new render takes one.
const idle: Worker[] = [];

/**
 * A worker thread running `matte-compositor-thread.ts`. The thread loads TypeScript itself (tsx's loader, registered
 * first), so it runs the same in the app's worker (started under tsx) and in tests; inherited loader flags are dropped
 * so it is not registered twice.
 */
function spawnThread(): Worker {
  // tsx's ESM api (its CommonJS build registers a path that does not resolve from an eval'd thread).
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./matte-compositor-thread.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(boot, { eval: true, execArgv: withoutTsxLoader(process.execArgv) });
  // A warm thread that dies while idle leaves the pool (and its error does not go unheard).
  const leave = () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  };
  worker.on('error', leave).on('exit', leave);
  return worker;
}

/** Node's flags without the ones that load tsx (the thread registers it itself). */
function withoutTsxLoader(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (/^--(import|require|loader|experimental-loader)$/.test(flag) && /tsx/.test(argv[i + 1] ?? '')) {
      i++;
      continue;
    }
    if (/^--(import|require|loader|experimental-loader)=.*tsx/.test(flag)) continue;
    out.push(flag);
  }
  return out;
}

/** One render's use of a matte thread: messages in order, and one reply per request, in the same order. */
export interface MatteThread {
  /** A message that gets no reply (a new render, a new background). */
  post(message: CompositorRequest, transfer?: ArrayBuffer[]): void;
  /** A request; its reply (an error reply rejects). A failed render's outstanding requests reject, never hang. */
  request(message: CompositorRequest, transfer?: ArrayBuffer[]): Promise<CompositorReply>;
  /** The render is over: the thread waits for the next one (or, with requests still out, is stopped). */
  close(): void;
}

/** A thread for one render: a warm one when there is one. */
export function openMatteThread(): MatteThread {
  const worker = idle.pop() ?? spawnThread();
  worker.ref();
  const waiting: { resolve: (reply: CompositorReply) => void; reject: (error: Error) => void }[] = [];
  let broken: Error | null = null;
  const failAll = (error: Error) => {
    broken = error;
    for (const entry of waiting.splice(0)) entry.reject(error);
  };
  const onMessage = (reply: CompositorReply) => {
    const entry = waiting.shift();
    if (!entry) return;
    if (reply.kind === 'error') entry.reject(new Error(`the matte thread failed: ${reply.message}`));
    else entry.resolve(reply);
  };
  const onError = (error: Error) => failAll(error);
  const onExit = (code: number) => failAll(new Error(`the matte thread stopped (exit code ${code})`));
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  return {
    post(message, transfer = []) {
      worker.postMessage(message, transfer);
    },
    request(message, transfer = []) {
      const reply = broken ? Promise.reject(broken) : new Promise<CompositorReply>((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage(message, transfer);
      });
      // A render that fails before it awaits every reply must not leave their rejections unhandled.
      reply.catch(() => {});
      return reply;
    },
    close() {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      // A thread with requests still out (a failed or cancelled render) would answer them to the next render: stopped.
      if (broken || waiting.length > 0) {
        failAll(new Error('the render ended'));
        void worker.terminate();
        return;
      }
      worker.unref();
      idle.push(worker);
    },
  };
}
