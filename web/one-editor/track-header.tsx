import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Track } from '../../domain/editing/timeline/project-doc';

/** A track's name at the start of its row. */
export const TrackHeader = memo(function TrackHeader({ track, height }: { track: Track; height: number }) {
  const { t } = useLingui();
  const kind = track.kind === 'video' ? t`Video` : track.kind === 'audio' ? t`Audio` : t`Text`;
  return (
    <div className="tl-head" style={{ height }} title={track.name}>
      <span className={`tl-head-kind tl-head-${track.kind}`}>{kind}</span>
    </div>
  );
});
