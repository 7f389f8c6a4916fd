import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeFile } from './probe-file';
import { looksLikeVideoContainer } from './looks-like-video-container';
import { parseProbeResult } from './parse-probe-result';
import { makeTestClip } from '../../../test/support/make-test-clip';

const dir = mkdtempSync(join(tmpdir(), 'kinora-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

describe('probeFile on real files', () => {
  it('reads the sample rate and channels of the sound (a 22.05 kHz mono recording stays so)', async () => {
    const path = join(dir, 'mono.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=1', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-ac', '1', path);
    expect(await probeFile(path)).toMatchObject({ ok: true, media: { hasAudio: true, audioChannels: 1, audioSampleRate: 22050 } });
  });

  it('reads an MP4 with audio', async () => {
    const path = makeTestClip(join(dir, 'a.mp4'), { durationS: 3, width: 640, height: 360, fps: 30 });
    expect(await probeFile(path)).toMatchObject({ ok: true, media: { width: 640, height: 360, fps: 30, hasAudio: true, videoCodec: 'h264' } });
  });

  it('reads a portrait WebM without audio', async () => {
    const path = join(dir, 'b.webm');
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=24', '-t', '2', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', path);
    const result = await probeFile(path);
    expect(result).toMatchObject({ ok: true, media: { width: 360, height: 640, hasAudio: false, videoCodec: 'vp9' } });
    if (result.ok) expect(result.media.durationS).toBeCloseTo(2, 1);
  });

  it.each<[string, () => string, string]>([
    ['an empty file', () => (writeFileSync(join(dir, 'e.mp4'), ''), join(dir, 'e.mp4')), 'media_empty_file'],
    ['text', () => (writeFileSync(join(dir, 't.mp4'), 'hello\n'), join(dir, 't.mp4')), 'media_not_a_video'],
    ['a PNG image renamed .mp4', () => (ffmpeg('-f', 'lavfi', '-i', 'testsrc2=size=64x64', '-frames:v', '1', '-f', 'image2', '-c:v', 'png', join(dir, 'i.mp4')), join(dir, 'i.mp4')), 'media_not_a_video'],
    ['a truncated MP4', () => {
      const whole = readFileSync(makeTestClip(join(dir, 'w.mp4'), { durationS: 3, width: 320, height: 240 }));
      writeFileSync(join(dir, 'tr.mp4'), whole.subarray(0, whole.length / 3));
      return join(dir, 'tr.mp4');
    }, 'media_unreadable'],
    ['audio only', () => (ffmpeg('-f', 'lavfi', '-i', 'sine', '-t', '1', join(dir, 's.m4a')), join(dir, 's.m4a')), 'media_no_video_stream'],
  ])('says why %s is not usable', async (_label, make, code) => {
    expect(await probeFile(make())).toMatchObject({ ok: false, code });
  });
});

describe('parseProbeResult', () => {
  it('ignores cover art in an audio file', () => {
    const result = parseProbeResult(
      { streams: [{ codec_type: 'audio' }, { codec_type: 'video', width: 600, height: 600, disposition: { attached_pic: 1 } }], format: { duration: '180.0' } },
      1000,
    );
    expect(result).toEqual({ ok: false, code: 'media_no_video_stream' });
  });

  it('falls back to the stream duration and r_frame_rate', () => {
    const result = parseProbeResult({ streams: [{ codec_type: 'video', width: 2, height: 2, r_frame_rate: '30000/1001', duration: '1.5', avg_frame_rate: '0/0' }], format: {} }, 10);
    expect(result).toMatchObject({ ok: true, media: { durationS: 1.5, fps: 29.97003 } });
  });
});

describe('parseProbeResult: phones', () => {
  const stream = { codec_type: 'video', width: 1920, height: 1080, avg_frame_rate: '30/1', r_frame_rate: '30/1' };
  it.each<[object, number, number, number]>([
    [{ side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] }, 90, 1080, 1920],
    [{ rotation: '90' }, 270, 1080, 1920],
    [{ tags: { rotate: '180' } }, 180, 1920, 1080],
    [{}, 0, 1920, 1080],
  ])('reads the rotation of %j as %s degrees and the upright size %sx%s', (extra, rotation, width, height) => {
    const result = parseProbeResult({ streams: [{ ...stream, ...extra }], format: { duration: '3' } }, 10);
    expect(result).toMatchObject({ ok: true, media: { rotation, width, height } });
  });

  it.each<[string, string, boolean]>([
    ['30/1', '30/1', false],
    ['30000/1001', '30000/1001', false],
    ['7471/250', '30/1', true],
    ['27/1', '30/1', true],
  ])('average rate %s with nominal %s is variable: %s', (avg, nominal, variable) => {
    const result = parseProbeResult({ streams: [{ ...stream, avg_frame_rate: avg, r_frame_rate: nominal }], format: { duration: '3' } }, 10);
    expect(result).toMatchObject({ ok: true, media: { variableFrameRate: variable } });
  });
});

describe('looksLikeVideoContainer', () => {
  it.each<[string, number[], boolean]>([
    ['MP4 ftyp', [0, 0, 0, 0x20, ...Buffer.from('ftypisom')], true],
    ['Matroska/WebM', [0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0], true],
    ['AVI', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('AVI ')], true],
    ['WAV', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')], false],
    ['text', [...Buffer.from('hello world')], false],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], false],
    ['nothing', [], false],
  ])('%s: %s', (_label, bytes, expected) => {
    expect(looksLikeVideoContainer(Uint8Array.from(bytes))).toBe(expected);
  });
});
