import { oneEditor } from '../../catalogue/tools/one-editor';
import type { PlanId } from '../../plans';
import { getFinalCaps } from '../../rules/get-output-caps';
import type { EditorFile } from './editor-contract';
import { insertClip } from './insert-clip';
import { makeProjectDoc } from './make-project-doc';
import type { ProjectDoc } from './project-doc';

/** The frame size of a project on a plan: the first picture's shape, its short side within the plan's cap, even. */
export function getProjectSize(file: Pick<EditorFile, 'width' | 'height'> | null, plan: PlanId): { width: number; height: number } {
  const cap = getFinalCaps(oneEditor, plan).maxResolution;
  const [width, height] = file?.width && file.height ? [file.width, file.height] : [(cap * 16) / 9, cap];
  const scale = Math.min(1, cap / Math.min(width, height));
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2));
  return { width: even(width), height: even(height) };
}

/**
 * A new project from chosen files, laid end to end in the order given: pictures (with their sound) on the video
 * track, sound-only files on the audio track. The project takes the first picture's rate and shape (30 fps, 16:9
 * without one), within the plan's resolution; a file whose length is unknown is skipped.
 */
export function makeDocFromFiles(input: { name: string; plan: PlanId; files: EditorFile[] }): ProjectDoc {
  const first = input.files.find((f) => f.source.hasVideo) ?? null;
  let doc = makeProjectDoc({ name: input.name, frameRate: first ? first.source.rate : { num: 30, den: 1 }, size: getProjectSize(first, input.plan) });
  const ends = { tr1: 0, tr3: 0 };
  for (const file of input.files) {
    if (!file.source.frames) continue;
    const trackId = file.source.hasVideo ? 'tr1' : 'tr3';
    const placed = insertClip(doc, { trackId, frame: ends[trackId], mode: 'overwrite', source: file.source, in: 0, out: file.source.frames });
    if (!placed.ok) continue;
    doc = placed.value;
    const clips = doc.tracks.find((t) => t.id === trackId)!.clips;
    ends[trackId] = Math.max(...clips.map((c) => c.start + c.duration));
  }
  return doc;
}
