import type { VideoClip, ProjectDoc } from '../../domain/editing/timeline/project-doc';
import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import { getSourceFrame } from '../../domain/editing/timeline/get-source-frame';
import { getStripTile, pxToFrame } from './timeline-scale';

/** Most tiles drawn in one clip: past that the strip is too dense to read anyway. */
const MAX_TILES = 60;

/** A video clip's thumbnail strip: the sprite's tile of the source frame at each tile's left edge. */
export function ClipThumbnails(props: { clip: VideoClip; file: EditorFile; zoom: number; rate: ProjectDoc['frameRate']; width: number; height: number }) {
  const { clip, file, zoom, rate, width, height } = props;
  const strip = file.strip!;
  const tileWidth = Math.max(8, Math.round((strip.tileWidth * height) / strip.tileHeight));
  const count = Math.min(MAX_TILES, Math.ceil(width / tileWidth));
  const scale = height / strip.tileHeight;
  const rows = Math.ceil(strip.count / strip.columns);
  const sourceRate = clip.source.rate.num / clip.source.rate.den;
  return (
    <div className="tl-strip" aria-hidden>
      {Array.from({ length: count }, (_, i) => {
        const frame = getSourceFrame(clip, rate, pxToFrame(i * tileWidth, zoom));
        const tile = getStripTile(frame / sourceRate, strip.intervalS, strip.count);
        return (
          <span
            key={i}
            style={{
              left: i * tileWidth,
              width: tileWidth,
              backgroundImage: `url(${strip.url})`,
              backgroundSize: `${strip.columns * strip.tileWidth * scale}px ${rows * strip.tileHeight * scale}px`,
              backgroundPosition: `-${(tile % strip.columns) * strip.tileWidth * scale}px -${Math.floor(tile / strip.columns) * strip.tileHeight * scale}px`,
            }}
          />
        );
      })}
    </div>
  );
}
