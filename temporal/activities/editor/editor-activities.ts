import { copyFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Context } from '@temporalio/activity';
import { buildCaptionCues, formatAss, getCaptionRules, formatCaptionJson, formatSrt, formatVtt, getOutputWords, type CaptionStyle, type EditTitles } from '../../../domain/editing/build-caption-cues';
import { TIMELINE_BUILDERS, TIMELINE_FILE_NAMES, type TimelineFormat } from '../../../domain/editing/build-timeline-exports';
import { buildEditTimeline, MUSIC_GAIN } from '../../../domain/editing/build-edit-timeline';
import { combineFaces, combinePictures, combineSpeech } from '../../../domain/editing/combine-analyses';
import { getClipOutputFrames, type RenderClip } from '../../../domain/editing/get-render-clips';
import { getFramingPath, type FramingPoint } from '../../../domain/editing/get-framing-path';
import { planEdit, type EditPlan, type PlanEditOptions } from '../../../domain/editing/plan-edit';
import type { FaceAnalysis, PictureAnalysis, SpeechAnalysis } from '../../../domain/editing/understanding';
import type { Storage } from '../storage/storage';
import { editorKeys } from '../storage/storage-keys';
import { buildConcatList } from '../media/build-assemble-job';
import { buildWatermarkFilter } from '../media/build-watermark-filter';
import { getWorkerEnv } from '../../runtime/worker-env';
import { withScratchDir } from '../kit/with-scratch-dir';
import { runFfmpegForActivity } from '../kit/run-ffmpeg-for-activity';
import { readStoredJson } from '../kit/read-stored';
import { probeAudioFile } from '../media/probe-audio-file';
import { buildEditClipJob, buildEditJoinJob } from './build-edit-clip-job';
import { buildFrameFilter } from './build-frame-filter';
import type { Aspect } from '../../../domain/editing/get-frame-size';

import type { PlacedInput } from '../../../domain/editing/combine-analyses';

export type { PlacedInput };

export interface EditLook {
  sourceWidth: number;
  sourceHeight: number;
  width: number;
  height: number;
  aspect: Aspect;
  layout: 'crop' | 'blur';
  watermark: boolean;
  /** Sound of sped-up clips (time-lapse). */
  speedSound?: 'drop' | 'stretch';
}

/** Music beds: the CC0 loops of Debian's sonic-pi-samples, by the names the editor offers. */
export const MUSIC_LOOPS: Record<string, string> = { amen: 'loop_amen.flac', breakbeat: 'loop_breakbeat.flac', compus: 'loop_compus.flac', garzul: 'loop_garzul.flac', industrial: 'loop_industrial.flac', mika: 'loop_mika.flac', safari: 'loop_safari.flac', tabla: 'loop_tabla.flac' };

/** The chosen loop's file on this worker, or null (no music, an unknown name, or the samples are not installed). */
async function findMusicLoop(music: string | null | undefined): Promise<string | null> {
  const loop = music ? MUSIC_LOOPS[music] : undefined;
  const musicDir = getWorkerEnv().MUSIC_DIR;
  return loop && (await readdir(musicDir).catch(() => [] as string[])).includes(loop) ? join(musicDir, loop) : null;
}

/** The music bed's name beside the project files (the media they point at). */
export const MUSIC_EXPORT_NAME = 'music.flac';

/** The AI video editor's activities: the edit from the understanding, its exports, the clips and their join. */
export function createEditorActivities(storage: Storage) {
  async function loadAnalyses(inputs: PlacedInput[]) {
    const speech = await Promise.all(inputs.map(async (i) => ({ analysis: i.speechKey ? await readStoredJson<SpeechAnalysis>(storage, i.speechKey) : null, offsetS: i.offsetS, durationS: i.durationS })));
    const pictures = await Promise.all(inputs.map(async (i) => ({ analysis: await readStoredJson<PictureAnalysis>(storage, i.picturesKey), offsetS: i.offsetS, durationS: i.durationS })));
    const faces = inputs.some((i) => i.facesKey)
      ? combineFaces(await Promise.all(inputs.map(async (i) => ({ analysis: i.facesKey ? await readStoredJson<FaceAnalysis>(storage, i.facesKey) : null, offsetS: i.offsetS, durationS: i.durationS }))))
      : null;
    return { speech: combineSpeech(speech), pictures: combinePictures(pictures), faces };
  }

  async function storeText(jobId: string, name: string, text: string, scratch: string): Promise<string> {
    const path = join(scratch, name);
    await writeFile(path, text);
    const key = editorKeys.exportFile(jobId, name);
    await storage.storeLocalFile(path, key);
    return key;
  }

  /** Stores a copy of a file the worker keeps (storing moves or deletes what it is given). */
  async function storeCopy(jobId: string, name: string, path: string, scratch: string): Promise<string> {
    const copy = join(scratch, name);
    await copyFile(path, copy);
    const key = editorKeys.exportFile(jobId, name);
    await storage.storeLocalFile(copy, key);
    return key;
  }

  return {
    /** The edit decisions for a project, from its inputs' stored understanding (a pure rule over data; quick). */
    async planEditDecisions(input: { inputs: PlacedInput[]; fps: number; options: PlanEditOptions; range?: { startS: number; endS: number } }): Promise<EditPlan & { language: string | null }> {
      const { speech, pictures, faces } = await loadAnalyses(input.inputs);
      const durationS = input.inputs.reduce((end, i) => Math.max(end, i.offsetS + i.durationS), 0);
      const plan = planEdit({ durationS, fps: input.fps, inputStartsS: input.inputs.map((i) => i.offsetS), speech, pictures, ...(faces ? { faces: faces.present } : {}), ...(input.range ? { range: input.range } : {}), options: input.options });
      return { ...plan, language: speech && speech.words.length > 0 ? speech.language : null };
    },

    /**
     * Files that follow the edit: captions (SRT, VTT, JSON with word times; an ASS script when they are burned in) and
     * the project files the plan allows (FCPXML, xmeml, OTIO). Returns the export names and keys, and the ASS key.
     */
    async writeEditFiles(input: {
      jobId: string;
      stage: string;
      inputs: PlacedInput[];
      clips: RenderClip[];
      fps: number;
      /** The source the clips cut from; `audio`: its sound as probed (rate, channels), declared so in the project files. */
      media: { width: number; height: number; durationS: number; hasAudio: boolean; audio?: { rate: number; channels: number } | null };
      outputSize: { width: number; height: number };
      formats: TimelineFormat[];
      captions: { burn: boolean; style: CaptionStyle; karaoke: boolean };
      name: string;
      /** The output is cropped to another shape: plan where each clip's crop is centred (following motion or faces). */
      reframe: boolean;
      /** The user's opening title and lower third, burned in with the captions' script. */
      titles?: EditTitles;
      /** The render fits the whole picture over a blurred copy instead of cropping (the project files show it whole). */
      fit?: 'fill' | 'fit';
      /** The music bed the join mixes in: the project files carry it on its own track, ducked as the render ducks it. */
      music?: string | null;
    }): Promise<{ files: Record<string, string>; assKey: string | null; framingKey: string | null }> {
      Context.current().heartbeat({ pass: 'prepare', percent: 0, etaS: null });
      return withScratchDir(`${input.jobId}-edit-files`, async (scratch) => {
        const { speech, pictures, faces } = await loadAnalyses(input.inputs);
        const words = getOutputWords(speech?.words ?? [], input.clips);
        const cues = buildCaptionCues(words, getCaptionRules(input.outputSize));
        const files: Record<string, string> = {};
        files['captions.srt'] = await storeText(input.jobId, 'captions.srt', formatSrt(cues), scratch);
        files['captions.vtt'] = await storeText(input.jobId, 'captions.vtt', formatVtt(cues), scratch);
        files['captions.json'] = await storeText(input.jobId, 'captions.json', formatCaptionJson(cues, speech?.language ?? 'en'), scratch);
        let assKey: string | null = null;
        const hasTitles = Boolean(input.titles?.title?.trim() || input.titles?.lowerThird?.trim());
        if ((input.captions.burn && cues.length > 0) || hasTitles) {
          const path = join(scratch, 'captions.ass');
          await writeFile(path, formatAss(input.captions.burn ? cues : [], input.outputSize, input.captions.style, input.captions.karaoke, input.titles));
          assKey = editorKeys.captionsAss(input.jobId, input.stage);
          await storage.storeLocalFile(path, assKey);
        }
        let framingKey: string | null = null;
        const framing = input.reframe ? input.clips.map((clip) => getFramingPath(pictures.samples, clip, faces?.centres)) : null;
        if (framing) {
          const path = join(scratch, 'framing.json');
          await writeFile(path, JSON.stringify(framing));
          framingKey = editorKeys.framing(input.jobId, input.stage);
          await storage.storeLocalFile(path, framingKey);
        }
        if (input.formats.length > 0) {
          // The project files carry the edit as it renders: size, crop, burned-in text, music, the source's real sound.
          const loop = await findMusicLoop(input.music);
          // A loop that cannot be read leaves the music out of the project files only (the render still mixes what it can).
          const probed = loop ? await probeAudioFile(loop).catch(() => null) : null;
          const music = probed ? { fileName: MUSIC_EXPORT_NAME, durationS: probed.durationS, audio: { rate: probed.rate, channels: probed.channels } } : null;
          if (loop && music) files[MUSIC_EXPORT_NAME] = await storeCopy(input.jobId, MUSIC_EXPORT_NAME, loop, scratch);
          const sourceAudio = input.media.hasAudio ? (input.media.audio ?? { rate: 48000, channels: 2 }) : null;
          const timeline = buildEditTimeline({
            name: input.name,
            fps: input.fps,
            output: input.outputSize,
            source: { fileName: 'source.mp4', durationS: input.media.durationS, width: input.media.width, height: input.media.height, audio: sourceAudio },
            clips: input.clips,
            fit: input.fit ?? 'fill',
            framing,
            captions: input.captions.burn ? cues : [],
            ...(input.titles ? { titles: input.titles } : {}),
            music,
            speech: words,
          });
          for (const format of input.formats) files[TIMELINE_FILE_NAMES[format]] = await storeText(input.jobId, TIMELINE_FILE_NAMES[format], TIMELINE_BUILDERS[format](timeline), scratch);
        }
        return { files, assKey, framingKey };
      });
    },

    /** Renders one clip of the edit (framing, scale, burned-in captions at its output time, watermark); a stored clip is a checkpoint. */
    async renderEditClip(input: { jobId: string; stage: string; index: number; sourceKey: string; clip: RenderClip; fps: number; look: EditLook; assKey: string | null; framingKey?: string | null }): Promise<{ key: string }> {
      const key = editorKeys.clip(input.jobId, input.stage, input.index);
      if (await storage.stat(key)) return { key };
      Context.current().heartbeat({ pass: 'render', percent: 0, etaS: null });
      return withScratchDir(`${input.jobId}-${input.stage}-clip-${input.index}`, async (scratch) => {
        const sourcePath = await storage.fetchToLocal(input.sourceKey, scratch);
        const frames = getClipOutputFrames(input.clip, input.fps);
        const speed = input.clip.speed ?? 1;
        const stored = input.framingKey ? (await readStoredJson<FramingPoint[][]>(storage, input.framingKey))[input.index] : undefined;
        // The framing filter runs after the speed-up: its times are output times.
        const path = stored?.map((p) => ({ ...p, t: p.t / speed }));
        const filters = [buildFrameFilter({ ...input.look, path })];
        if (input.assKey) {
          const ass = await storage.fetchToLocal(input.assKey, scratch);
          // The captions are timed on the output: shift this clip's frames to its output time while they are drawn.
          filters.push(`setpts=PTS+${input.clip.outputStartS.toFixed(6)}/TB`, `subtitles=filename=${ass}:fontsdir=/usr/share/fonts`, 'setpts=PTS-STARTPTS');
        }
        if (input.look.watermark) {
          // Top-right: the captions and the lower third own the bottom of the frame.
          filters.push(buildWatermarkFilter(getWorkerEnv().WATERMARK_FONT, 'top-right'));
        }
        filters.push('format=yuv420p');
        const output = join(scratch, 'clip.mov');
        await runFfmpegForActivity(buildEditClipJob({ inputPath: sourcePath, startS: input.clip.startS, frames, fps: input.fps, filterChain: filters.join(','), outputPath: output, speed, speedSound: input.look.speedSound, fadeOutS: input.clip.fadeOutS }), 'render');
        await storage.storeLocalFile(output, key);
        return { key };
      });
    },

    /** Joins the rendered clips into the edit's MP4: video copied, sound loudness-normalised (with a ducked music bed). */
    async joinEditClips(input: { jobId: string; stage: string; clipKeys: string[]; durationS: number; music: string | null }): Promise<{ key: string }> {
      const key = `jobs/${input.jobId}/${input.stage}/output.mp4`;
      if (!(await storage.stat(key))) {
        await withScratchDir(`${input.jobId}-${input.stage}-join`, async (scratch) => {
          const listPath = join(scratch, 'clips.txt');
          await writeFile(listPath, buildConcatList(await Promise.all(input.clipKeys.map((k) => storage.fetchToLocal(k, scratch)))));
          const loop = await findMusicLoop(input.music);
          const music = loop ? { path: loop, volume: MUSIC_GAIN } : null;
          const output = join(scratch, 'output.mp4');
          await runFfmpegForActivity(buildEditJoinJob({ listPath, outputPath: output, durationS: input.durationS, music }), 'render');
          await storage.storeLocalFile(output, key);
        });
      }
      await Promise.all(input.clipKeys.map((k) => storage.delete(k)));
      return { key };
    },
  };
}

export type EditorActivities = ReturnType<typeof createEditorActivities>;
