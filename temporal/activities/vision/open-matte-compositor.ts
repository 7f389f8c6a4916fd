import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RgbFrame } from '../models/rgb-frame';
import type { BackgroundChoice } from './composite-background';
import type { CompositorReply, CompositorRequest, MatteStep } from './matte-compositor';

/** The background remover's pixel stage, run on a worker thread so the model looks at the next frame meanwhile. */
export interface ThreadedCompositor {
  /** Finishes a frame (matte and composite); its pixels (and alpha) are replaced when this resolves. Frames in order. */
  finish(frame: RgbFrame, step: MatteStep): Promise<void>;
  setBackground(background: BackgroundChoice): void;
  /** Ends the render: the thread waits for the next one (or, with frames still out, is stopped). */
  close(): void;
}

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

/** A thread for one render (a warm one when there is one), told the render's background. */
export function openThreadedCompositor(background: BackgroundChoice): ThreadedCompositor {
  const worker = idle.pop() ?? spawnThread();
  worker.ref();
  const waiting: { resolve: () => void; reject: (error: Error) => void; frame: RgbFrame }[] = [];
  let broken: Error | null = null;
  const failAll = (error: Error) => {
    broken = error;
    for (const entry of waiting.splice(0)) entry.reject(error);
  };
  const onMessage = (reply: CompositorReply) => {
    const entry = waiting.shift();
    if (!entry) return;
    if (reply.kind === 'error') return entry.reject(new Error(`finishing a frame failed: ${reply.message}`));
    entry.frame.data = reply.data;
    if (reply.alpha) entry.frame.alpha = reply.alpha;
    entry.resolve();
  };
  const onError = (error: Error) => failAll(error);
  const onExit = (code: number) => failAll(new Error(`the compositing thread stopped (exit code ${code})`));
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  const send = (request: CompositorRequest, transfer: ArrayBuffer[] = []) => worker.postMessage(request, transfer);
  send({ kind: 'start', background: withCopiedImage(background) });

  return {
    finish(frame, step) {
      const finished = broken ? Promise.reject(broken) : new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject, frame });
        // The frame's pixels move to the thread (no copy) when they are all of their buffer; otherwise a copy goes.
        const own = frame.data.byteOffset === 0 && frame.data.byteLength === frame.data.buffer.byteLength ? frame.data : frame.data.slice();
        // A whole matte (3.7 MB at 720p) moves too; the grid stage's small planes are copied.
        const transfer = [own.buffer as ArrayBuffer, ...('matte' in step ? [step.matte.buffer as ArrayBuffer] : [])];
        send({ kind: 'frame', frame: { data: own, width: frame.width, height: frame.height }, step }, transfer);
      });
      // A render that fails before it awaits every frame must not leave their rejections unhandled.
      finished.catch(() => {});
      return finished;
    },
    setBackground(next) {
      send({ kind: 'background', background: withCopiedImage(next) });
    },
    close() {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      // A thread with frames still out (a failed or cancelled render) would answer them to the next render: stopped.
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

/** The background as it crosses to the thread (a picture is copied: the render keeps its own). */
function withCopiedImage(background: BackgroundChoice): BackgroundChoice {
  return background.kind === 'image' ? { kind: 'image', image: { ...background.image, data: background.image.data.slice() } } : background;
}
