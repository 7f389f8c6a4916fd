import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { baseProject, describeResult } from './make-test-project';
import { deleteToPlayhead, type DeleteToPlayheadArgs } from './delete-to-playhead';

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; t: t1@10+40; s: m@0+50:0. Cuts on all tracks: 0 10 30 50 90 100 130.
describe('deleteToPlayhead', () => {
  it.each<[string, DeleteToPlayheadArgs, string | EditError]>([
    ['deletes left to the previous cut on the selected track', { frame: 40, side: 'left', trackId: 'v' }, 'a@0+30:0 b@30+50:110 c@90+30:300 | t1@10+40 | m@0+50:0'],
    ['deletes right to the next cut on the selected track', { frame: 40, side: 'right', trackId: 'v' }, 'a@0+30:0 b@30+10:100 c@50+30:300 | t1@10+40 | m@0+50:0'],
    ['deletes left to the nearest cut on any track, on all tracks', { frame: 40, side: 'left' }, 'a@0+30:0 b@30+50:110 c@90+30:300 | t1@10+20 c100@30+10 | m@0+30:0 c101@30+10:40'],
    ['deletes right to the nearest cut on any track, on all tracks', { frame: 40, side: 'right' }, 'a@0+30:0 b@30+10:100 c100@40+40:120 c@90+30:300 | t1@10+30 | m@0+40:0'],
    ['deletes left from the timeline’s start', { frame: 5, side: 'left' }, 'a@0+25:5 b@25+60:100 c@95+30:300 | t1@5+40 | m@0+45:5'],
    ['closes a gap on its own', { frame: 95, side: 'left', trackId: 'v' }, 'a@0+30:0 b@30+60:100 c@95+30:300 | t1@10+40 | m@0+50:0'],
    ['refuses nothing to the right', { frame: 130, side: 'right', trackId: 'v' }, { code: 'nothing_at_frame', frame: 130 }],
    ['refuses nothing to the left', { frame: 0, side: 'left' }, { code: 'nothing_at_frame', frame: 0 }],
    ['refuses an unknown track', { frame: 40, side: 'left', trackId: 'z' }, { code: 'track_not_found', trackId: 'z' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(deleteToPlayhead(baseProject(), args), ['v', 't', 's'])).toEqual(expected);
  });
});
