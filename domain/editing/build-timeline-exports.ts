import type { ProjectTimeline } from './project-timeline';
import { writeFcpxml } from './write-fcpxml';
import { writeOtio } from './write-otio';
import { writeXmeml } from './write-xmeml';

export { getFrameRate } from './project-timeline';

/** Project formats for desktop editors. */
export type TimelineFormat = 'fcpxml' | 'xmeml' | 'otio';

/** Each format's writer, over the neutral timeline (build one with buildEditTimeline or from another editor's project). */
export const TIMELINE_BUILDERS: Record<TimelineFormat, (timeline: ProjectTimeline) => string> = { fcpxml: writeFcpxml, xmeml: writeXmeml, otio: writeOtio };
export const TIMELINE_FILE_NAMES: Record<TimelineFormat, string> = { fcpxml: 'edit.fcpxml', xmeml: 'edit-premiere.xml', otio: 'edit.otio' };
