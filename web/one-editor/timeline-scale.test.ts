import { describe, expect, it } from 'vitest';
import { clampZoom, dbToGain, getFitZoom, getFrameSeekS, getPlaybackFrame, getRulerTicks, getSnapFrames, getStripTile, MAX_PX_PER_FRAME, pxToFrame, pxToNearestFrame } from './timeline-scale';

const r30 = { num: 30, den: 1 };
const ntsc = { num: 30000, den: 1001 };

describe('timeline geometry', () => {
  it.each([
    [0, 2, 0],
    [1.9, 2, 0],
    [2, 2, 1],
    [-5, 2, 0],
    [299.99999999, 0.1, 2999],
  ])('pixel %d at %d px/frame is frame %d', (px, zoom, frame) => {
    expect(pxToFrame(px, zoom)).toBe(frame);
  });

  it.each([
    [2.9, 2, 1],
    [3.1, 2, 2],
    [-3, 2, 0],
  ])('an edge dropped at pixel %d lands on boundary %d', (px, zoom, frame) => {
    expect(pxToNearestFrame(px, zoom)).toBe(frame);
  });

  it('fits the whole project, and zooms no closer than single frames nor further than twice the project', () => {
    expect(getFitZoom(1000, 3000, r30)).toBeCloseTo(1000 / 3000);
    expect(getFitZoom(1000, 0, r30)).toBeCloseTo(1000 / 30);
    expect(clampZoom(1000, 1000, 3000, r30)).toBe(MAX_PX_PER_FRAME);
    expect(clampZoom(0.0001, 1000, 3000, r30)).toBeCloseTo(1000 / 6000);
  });

  it('snaps within a few pixels, never less than a frame', () => {
    expect(getSnapFrames(0.5)).toBe(16);
    expect(getSnapFrames(40)).toBe(1);
  });

  it('labels ruler ticks in timecode at a readable spacing', () => {
    const close = getRulerTicks(0, 10, 48, r30);
    expect(close.filter((t) => t.label).map((t) => t.label)).toEqual(['00:00:00:00', '00:00:00:02', '00:00:00:04', '00:00:00:06', '00:00:00:08', '00:00:00:10']);
    const far = getRulerTicks(0, 1800, 1, r30);
    expect(far.filter((t) => t.label).map((t) => t.frame)).toEqual([0, 150, 300, 450, 600, 750, 900, 1050, 1200, 1350, 1500, 1650, 1800]);
    expect(far.filter((t) => !t.label).length).toBeGreaterThan(0);
    expect(getRulerTicks(0, 30, 0.1, ntsc).at(0)?.label).toBe('00:00:00:00');
  });

  it('picks the strip thumbnail of a source time, within the strip', () => {
    expect(getStripTile(0, 1, 10)).toBe(0);
    expect(getStripTile(2.99, 1, 10)).toBe(2);
    expect(getStripTile(3, 1, 10)).toBe(3);
    expect(getStripTile(50, 1, 10)).toBe(9);
  });

  it('seeks to the middle of a frame, exactly at NTSC rates', () => {
    expect(getFrameSeekS(0, r30)).toBeCloseTo(1 / 60, 9);
    expect(getFrameSeekS(29, ntsc)).toBeCloseTo((29.5 * 1001) / 30000, 9);
  });

  it('counts whole frames of the playback clock', () => {
    expect(getPlaybackFrame(10, 0, r30)).toBe(10);
    expect(getPlaybackFrame(10, 1, r30)).toBe(40);
    expect(getPlaybackFrame(10, 1001 / 30000, ntsc)).toBe(11);
    expect(getPlaybackFrame(100, 0.5, r30, -2)).toBe(70);
  });

  it('turns decibels into a gain', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-6)).toBeCloseTo(0.501, 3);
    expect(dbToGain(12)).toBe(1);
  });
});
