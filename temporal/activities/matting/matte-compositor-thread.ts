import { parentPort } from 'node:worker_threads';
import { downsampleLuma } from './guided-filter';
import { MatteCompositor, type CompositorReply, type CompositorRequest } from './matte-compositor';

// A worker thread's entry: finishes the frames one render sends it (or works out their luma), in order, and hands the
// results back (transferred).
let compositor: MatteCompositor | null = null;

parentPort!.on('message', (request: CompositorRequest) => {
  if (request.kind === 'start') {
    compositor = new MatteCompositor(request.background);
    return;
  }
  if (request.kind === 'background') {
    compositor?.setBackground(request.background);
    return;
  }
  let reply: CompositorReply;
  if (request.kind === 'luma') {
    const luma = downsampleLuma(request.data, request.width, request.height, request.grid.width, request.grid.height);
    reply = { kind: 'luma', luma };
    parentPort!.postMessage(reply, [luma.buffer as ArrayBuffer]);
    return;
  }
  try {
    if (!compositor) throw new Error('a frame arrived before its render started');
    compositor.finish(request.frame, request.step);
    const { data, alpha } = request.frame;
    reply = { kind: 'frame', data, ...(alpha ? { alpha } : {}) };
    parentPort!.postMessage(reply, (alpha ? [data.buffer, alpha.buffer] : [data.buffer]) as ArrayBuffer[]);
  } catch (error) {
    reply = { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    parentPort!.postMessage(reply);
  }
});
