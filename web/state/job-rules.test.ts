import { describe, expect, it } from 'vitest';
import type { ClientFile } from '../../server/routers/files-router';
import { extendRangeToInput, INITIAL_JOB_STATE, initialiseJob, setPending, setUploadedFile, setVideoSource, tickCountdown, type JobState } from './job-rules';

const job = (changes: Partial<JobState> = {}): JobState => ({ ...INITIAL_JOB_STATE, ...changes });

const file: ClientFile = {
  id: 'f1', name: 'holiday.mp4', status: 'ready', errorCode: null, sizeBytes: 1000, receivedBytes: 1000, durationS: 42.34,
  width: 1280, height: 720, fps: 30, hasAudio: true, kind: 'upload', createdAt: '2026-11-22T10:00:00.000Z', sourceUrl: '/media/files/f1',
  downloadUrl: '/media/files/f1?download=1', projectId: null, expiresAt: null, playablePending: false, posterUrl: null, spriteUrl: null,
};

describe('job state rules', () => {
  it('initialising resets the job but keeps time and mode', () => {
    const busy = job({ time: 412, name: 'x', job_id: 'j1', upload_progress: 80, work_progress: 50, pending: true, file_name: 'a.mp4', video_src: '/v', default_video_src: '/v', options: { strength: 3 }, error: { code: 'network_error' } });
    const fresh = initialiseJob(busy);
    expect(fresh).toEqual({ ...INITIAL_JOB_STATE, time: 412, mode: 'interactive' });
    expect(fresh.time).not.toBe(INITIAL_JOB_STATE.time);
  });

  it('the countdown lowers time by 1 per tick down to 0, and pauses while pending', () => {
    let state = job({ time: 2 });
    state = tickCountdown(state);
    expect(state.time).toBe(1);
    state = tickCountdown(tickCountdown(tickCountdown(state)));
    expect(state.time).toBe(0);
    expect(tickCountdown(job({ time: 10, pending: true })).time).toBe(10);
  });

  it('setting the video source clears pending and sets the default source once', () => {
    const first = setVideoSource(job({ pending: true }), '/media/files/a');
    expect(first).toMatchObject({ video_src: '/media/files/a', default_video_src: '/media/files/a', pending: false });
    const second = setVideoSource({ ...first, pending: true }, '/media/files/b');
    expect(second).toMatchObject({ video_src: '/media/files/b', default_video_src: '/media/files/a', pending: false });
  });

  it('setting pending to true resets work_progress (and false leaves it)', () => {
    expect(setPending(job({ work_progress: 64 }), true)).toMatchObject({ pending: true, work_progress: 0 });
    expect(setPending(job({ work_progress: 64, pending: true }), false)).toMatchObject({ pending: false, work_progress: 64 });
  });

  it('an uploaded file becomes the video: measures, source, and a first range within the tool’s limit', () => {
    const state = setUploadedFile(job({ pending: true }), file, 30);
    expect(state).toMatchObject({ file, file_name: 'holiday.mp4', duration: 42.34, frame_width: 1280, frame_height: 720, fps: 30, video_src: '/media/files/f1', pending: false, range: { startS: 0, endS: 30 } });
    expect(setUploadedFile(job(), file, null).range).toEqual({ startS: 0, endS: 42.3 });
  });

  it.each<[string, { startS: number; endS: number }, number, number, { startS: number; endS: number }]>([
    ['a range to the end of the first video reaches the end of the second', { startS: 0, endS: 42.3 }, 42.34, 54.34, { startS: 0, endS: 54.34 }],
    ['a range from a later start too', { startS: 5, endS: 42.34 }, 42.34, 54.34, { startS: 5, endS: 54.34 }],
    ['a part chosen inside the videos stays as chosen', { startS: 0, endS: 16 }, 42.34, 54.34, { startS: 0, endS: 16 }],
  ])('another video joins: %s', (_, range, previousTotalS, totalS, expected) => {
    expect(extendRangeToInput(range, previousTotalS, totalS)).toEqual(expected);
  });
});
