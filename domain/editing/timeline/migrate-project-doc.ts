import { fail, ok, type EditError, type Result } from './edit-error';
import { getDurationForSourceSpan, getSourceStep } from './get-source-frame';
import { getRationalRate } from './get-rational-rate';
import { makeVideoClip } from './make-clip';
import { makeTrack } from './make-project-doc';
import { PROJECT_DOC_VERSION, type ProjectDoc } from './project-doc';
import { schema as s, parseWith, type Infer, type Schema } from './schema';

/** One step of the upgrade path: a document of version `from`, checked against its own shape, made version `from + 1`. */
interface Migration {
  from: number;
  run(value: unknown): Result<unknown, EditError>;
}

function defineMigration<T>(from: number, shape: Schema<T>, migrate: (doc: T) => unknown): Migration {
  return {
    from,
    run(value) {
      const parsed = parseWith(shape, value);
      return parsed.ok ? ok(migrate(parsed.value)) : fail({ code: 'invalid_document', issues: parsed.issues.map((issue) => `version ${from}: ${issue}`) });
    },
  };
}

/**
 * Version 0: the draft shape (one video track, the frame rate as a decimal, clips by source in and out points). No
 * release stored it; it is the worked example of a migration, and the shape a quick import may produce.
 */
const projectDocV0Schema = s.object({
  version: s.literal(0),
  name: s.string(0, 200),
  fps: s.number(1, 240),
  width: s.integer(2, 8192),
  height: s.integer(2, 8192),
  clips: s.array(
    s.object({
      fileId: s.string(1, 200),
      fps: s.number(1, 384_000),
      frames: s.nullable(s.integer(1, 1_000_000_000)),
      hasAudio: s.boolean,
      in: s.integer(0, 1_000_000_000),
      out: s.integer(1, 1_000_000_000),
      start: s.integer(0, 1_000_000_000),
    }),
  ),
});
export type ProjectDocV0 = Infer<typeof projectDocV0Schema>;

const fromV0 = defineMigration(0, projectDocV0Schema, (v0): ProjectDoc => {
  const frameRate = getRationalRate(v0.fps);
  let next = 4;
  const clips = v0.clips.map((clip) => {
    const source = { fileId: clip.fileId, rate: getRationalRate(clip.fps), frames: clip.frames, hasVideo: true, hasAudio: clip.hasAudio };
    const speed = { ratio: { num: 1, den: 1 }, keepPitch: true };
    const duration = getDurationForSourceSpan(clip.out - clip.in, getSourceStep({ speed, source }, frameRate));
    return makeVideoClip({ id: `c${next++}`, start: clip.start, duration, in: clip.in, source });
  });
  return {
    version: 1,
    name: v0.name,
    frameRate,
    size: { width: v0.width, height: v0.height },
    tracks: [{ ...makeTrack('tr1', 'video', 'Video 1'), clips }, makeTrack('tr2', 'text', 'Text 1'), makeTrack('tr3', 'audio', 'Audio 1')],
    markers: [],
    nextId: next,
  };
});

/** Every migration, oldest first; the first one's `from` is the oldest version still read. */
export const PROJECT_DOC_MIGRATIONS: readonly Migration[] = [fromV0];


/**
 * A stored document of any known version brought to the current one, step by step; not yet checked against the
 * current schema (parse-project-doc.ts does that). An unknown version, or none, is refused as `unsupported_version`.
 */
export function migrateProjectDoc(value: unknown): Result<unknown, EditError> {
  const version = typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
  const oldest = PROJECT_DOC_MIGRATIONS[0]?.from ?? PROJECT_DOC_VERSION;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < oldest || version > PROJECT_DOC_VERSION) {
    return fail({ code: 'unsupported_version', version: version ?? null });
  }
  let current: unknown = value;
  for (let from = version; from < PROJECT_DOC_VERSION; from++) {
    const step = PROJECT_DOC_MIGRATIONS.find((migration) => migration.from === from);
    if (!step) return fail({ code: 'unsupported_version', version });
    const result = step.run(current);
    if (!result.ok) return result;
    current = result.value;
  }
  return ok(current);
}
