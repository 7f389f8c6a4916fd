import type { TextClip } from '../../domain/editing/timeline/project-doc';

/** A title over the picture, sized in fractions of the frame's height as the render draws it. */
export function ViewerTextLayer(props: { clip: TextClip; opacity: number; zIndex: number; docWidth: number; docHeight: number }) {
  const { clip, opacity, zIndex } = props;
  const { style } = clip;
  return (
    <div
      className="viewer-text"
      data-testid="viewer-text"
      style={{
        opacity,
        zIndex,
        left: `${clip.position.x * 100}%`,
        top: `${clip.position.y * 100}%`,
        fontFamily: `'${style.font}', sans-serif`,
        // cqh: a share of the viewer frame's height (it is a size container), as the document's size is of the video's.
        fontSize: `${style.size * 100}cqh`,
        color: style.colour,
        fontWeight: style.bold ? 700 : 400,
        textAlign: style.align,
        WebkitTextStroke: style.outline ? `${style.outline.width * style.size * 100}cqh ${style.outline.colour}` : undefined,
        background: style.box ? hexWithOpacity(style.box.colour, style.box.opacity) : undefined,
        padding: style.box ? `${style.box.padding * style.size * 100}cqh` : undefined,
      }}
    >
      {clip.text}
    </div>
  );
}

function hexWithOpacity(hex: string, opacity: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}
