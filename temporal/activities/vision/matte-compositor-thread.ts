import { parentPort } from 'node:worker_threads';
import { MatteCompositor, type CompositorReply, type CompositorRequest } from './matte-compositor';

// A worker thread's entry: finishes the frames one render sends it, in order, and hands the pixels back (transferred).
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
