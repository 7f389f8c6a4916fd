import { describe, expect, it } from 'vitest';
import { FFMPEG_HEARTBEAT_TIMEOUT_MS, getRenderHeartbeatTimeoutMs, MODEL_HEARTBEAT_TIMEOUT_MS, TASK_QUEUES } from './task-queues';
import { getRenderRecipe } from './render-recipes';

describe('render heartbeat timeouts', () => {
  it('notice a dead worker soon where ffmpeg works, later where a model call may hold the event loop', () => {
    expect(getRenderHeartbeatTimeoutMs(TASK_QUEUES.cpu)).toBe(FFMPEG_HEARTBEAT_TIMEOUT_MS);
    expect(getRenderHeartbeatTimeoutMs(TASK_QUEUES.gpuSmall, 'ffmpeg')).toBe(FFMPEG_HEARTBEAT_TIMEOUT_MS);
    expect(getRenderHeartbeatTimeoutMs(TASK_QUEUES.gpuSmall, 'models')).toBe(MODEL_HEARTBEAT_TIMEOUT_MS);
    expect(getRenderHeartbeatTimeoutMs(TASK_QUEUES.gpuBig)).toBe(MODEL_HEARTBEAT_TIMEOUT_MS);
  });

  it.each([
    ['video_stabilizer', 'ffmpeg'],
    ['video_lightener', 'ffmpeg'],
    ['slow_mo', 'ffmpeg'],
    ['face_anonymizer', 'models'],
    ['video_enhancer', 'models'],
    ['auto_video_background_remover', 'models'],
  ] as const)('%s works in %s', (toolId, worksIn) => {
    expect(getRenderRecipe(toolId).worksIn ?? 'models').toBe(worksIn);
  });
});
