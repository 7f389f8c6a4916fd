import { describe, expect, it } from 'vitest';
import { buildPictureAnalysis, parseMotionCentres, parseTrfPans } from './build-picture-analysis';

// Real lines of ffmpeg 5.1's metadata=print output (signalstats, blurdetect, scdet, blackdetect, freezedetect).
const METADATA = `frame:0    pts:0       pts_time:0
lavfi.signalstats.YLOW=41
lavfi.signalstats.YAVG=125.155
lavfi.signalstats.YHIGH=210
lavfi.signalstats.YDIF=0
lavfi.blur=5.196337
frame:1    pts:1       pts_time:0.1
lavfi.signalstats.YLOW=16
lavfi.signalstats.YAVG=16.5
lavfi.signalstats.YHIGH=17
lavfi.signalstats.YDIF=9.54
lavfi.blur=-nan
lavfi.scd.score=36.358
lavfi.scd.time=0.1
lavfi.black_start=0.1
lavfi.freezedetect.freeze_start=0.1
frame:2    pts:2       pts_time:0.2
lavfi.signalstats.YLOW=41
lavfi.signalstats.YAVG=120
lavfi.signalstats.YHIGH=200
lavfi.signalstats.YDIF=4
lavfi.blur=6
lavfi.black_end=0.2
`;

describe('picture measures', () => {
  it('reads samples, scene cuts, black and frozen parts (an open one ends with the input)', () => {
    const analysis = buildPictureAnalysis({ metadata: METADATA, trf: null, durationS: 0.3, stepS: 0.1, width: 320 });
    expect(analysis.samples.map((s) => [s.t, s.blur, s.luma, s.lumaRange, s.motion])).toEqual([[0, 5.196337, 125.155, 169, 0], [0.1, null, 16.5, 1, 9.54], [0.2, 6, 120, 159, 4]]);
    expect(analysis.sceneCuts).toEqual([0.1]);
    expect(analysis.black).toEqual([{ startS: 0.1, endS: 0.2 }]);
    expect(analysis.frozen).toEqual([{ startS: 0.1, endS: 0.3 }]);
  });

  it('takes the median local motion of a vid.stab frame as the camera pan', () => {
    const trf = 'VID.STAB 1\n#      accuracy = 15\nFrame 1 (List 0 [])\nFrame 2 (List 3 [(LM 4 -2 10 10 32 0.5 0),(LM 5 -3 20 10 32 0.5 0),(LM 40 9 30 10 32 0.5 0)])\n';
    expect(parseTrfPans(trf)).toEqual([{ x: 0, y: 0 }, { x: 5, y: -2 }]);
  });

  it('finds where the picture moves above the noise floor; none when all columns change alike', () => {
    const columns = 8;
    const moving = [3, 3, 3, 3, 3, 30, 40, 3];
    const uniform = [3, 3, 3, 3, 3, 3, 3, 3];
    const centres = parseMotionCentres(Uint8Array.from([...moving, ...uniform]), columns);
    expect(centres[0]).toBeNull();
    expect(centres[1]!).toBeCloseTo((26 * 5.5 + 36 * 6.5) / 62 / 8, 3);
    expect(centres[2]).toBeNull();
  });
});
