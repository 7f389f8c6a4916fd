/**
 * Makes each tool's demo picture (domain/catalogue/tool-pictures.ts) with the product's own render activities: a
 * short clip of a real photo (Debian opencv-doc's samples), the tool's effect on it, and one still whose left half is
 * the clip before and right half after. Run at build time (the vite build calls it); the pictures are cached in
 * generated/tool-pictures (not in git) and copied to the given folder. Without the photos it makes none and says so:
 * the cards then keep their letter.
 *
 * Usage: tsx scripts/make-tool-pictures.ts <output folder>
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { TOOL_PICTURES, type ToolPictureRecipe } from '../domain/catalogue/tool-pictures';
import { getTool } from '../domain/catalogue/get-tool';
import type { ToolId } from '../domain/catalogue/tool-ids';
import { getRangeFrames, planSegments } from '../domain/media/plan-segments';
import { getRenderSize } from '../domain/rules/get-upscale-plan';
import { getRenderRecipe } from '../domain/jobs/render-recipes';
import { createRenderActivities } from '../temporal/activities/render/render-activities';
import { createLocalStorage } from '../temporal/activities/storage/local-storage';

const PHOTOS_DIR = '/usr/share/doc/opencv-doc/examples/data';
const CACHE_DIR = resolve(import.meta.dirname, '../generated/tool-pictures');
// A few frames are enough for a still, and keep the model tools (upscaling on a CPU) to seconds.
const FPS = 10;
const DURATION_S = 0.4;
const SIZE = { width: 640, height: 360 };
/** The ffmpeg filters that give a demo clip its flaw. */
const FLAW_FILTERS: Record<NonNullable<ToolPictureRecipe['flaw']>, string> = { soft: ',gblur=sigma=2.2', dark: ',eq=brightness=-0.16:gamma=0.7', small: '' };

const call = <A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> => new MockActivityEnvironment().run(fn, ...args) as Promise<R>;
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** The demo clip: the photo at the picture's size, with the flaw the tool mends. */
function makeDemoClip(recipe: ToolPictureRecipe, out: string): { width: number; height: number } {
  const size = recipe.flaw === 'small' ? { width: SIZE.width / 2, height: SIZE.height / 2 } : SIZE;
  const flaw = recipe.flaw ? FLAW_FILTERS[recipe.flaw] : '';
  ffmpeg([
    '-loop', '1', '-framerate', String(FPS), '-i', join(PHOTOS_DIR, recipe.photo),
    '-vf', `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase,crop=${size.width}:${size.height}${flaw},format=yuv420p`,
    '-t', String(DURATION_S), '-r', String(FPS), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12', out,
  ]);
  return size;
}

/** Renders the clip as a job's final render does (segments, then assembly); returns the output's path. */
async function renderWithTool(toolId: ToolId, recipe: ToolPictureRecipe, clip: string, source: { width: number; height: number }, scratch: string): Promise<string> {
  const storage = createLocalStorage(join(scratch, 'storage'));
  const media = createRenderActivities(storage);
  const sourceKey = `uploads/${toolId}/source`;
  await storage.put(sourceKey, createReadStream(clip));
  const size = getRenderSize(toolId, recipe.options, source, 1080);
  const look = { toolId, options: recipe.options, width: size.width, height: size.height, sourceWidth: source.width, sourceHeight: source.height, watermark: false };
  const base = { jobId: `picture-${toolId}`, stage: 'final', sourceKey, fps: FPS, toolId, options: recipe.options };
  const range = getRangeFrames({ startS: 0, endS: DURATION_S }, FPS);
  const kind = getRenderRecipe(toolId).analysis?.kind ?? null;
  // A tool that measures the whole range first (the lightener's luma) gets its measures, as in a job.
  const analysis = kind ? await call(media.analyseRange, { ...base, kind, firstFrame: range.firstFrame, frames: range.frames }) : { key: null, values: {} };
  const segmentKeys: string[] = [];
  for (const segment of planSegments(0, DURATION_S, FPS, 1)) segmentKeys.push((await call(media.renderSegment, { ...base, segment, range, look, analysis })).key);
  const output = await call(media.assembleSegments, { ...base, segmentKeys, range, hasAudio: false, audioChannels: 1, copyVideo: false, alpha: null });
  return join(scratch, 'storage', output.key);
}

/** The still: the first frame before (left half) and after (right half), at the picture's size, a thin line between. */
function composeStill(before: string, after: string, out: string) {
  const { width: w, height: h } = SIZE;
  ffmpeg([
    '-i', before, '-i', after,
    '-filter_complex',
    `[0:v]scale=${w}:${h}:flags=bicubic,crop=${w / 2}:${h}:0:0[l];[1:v]scale=${w}:${h}:flags=lanczos,crop=${w / 2}:${h}:${w / 2}:0[r];[l][r]hstack,drawbox=x=${w / 2 - 1}:y=0:w=2:h=${h}:color=white@0.9:t=fill`,
    '-frames:v', '1', '-q:v', '3', out,
  ]);
}

async function main() {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx scripts/make-tool-pictures.ts <output folder>');
  if (!existsSync(PHOTOS_DIR)) {
    console.log(`[tool-pictures] ${PHOTOS_DIR} is missing (Debian opencv-doc): no demo pictures, the cards keep their letter`);
    return;
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  for (const [toolId, recipe] of Object.entries(TOOL_PICTURES) as [ToolId, ToolPictureRecipe][]) {
    // The cache key changes with the recipe, so a changed recipe renders again.
    const version = createHash('sha256').update(JSON.stringify({ recipe, FPS, DURATION_S, SIZE, FLAW_FILTERS })).digest('hex').slice(0, 10);
    const cached = join(CACHE_DIR, `${toolId}-${version}.jpg`);
    if (!existsSync(cached)) {
      const scratch = mkdtempSync(join(tmpdir(), `kinora-picture-${toolId}-`));
      try {
        const clip = join(scratch, 'demo.mp4');
        const size = makeDemoClip(recipe, clip);
        const rendered = await renderWithTool(toolId, recipe, clip, size, scratch);
        composeStill(clip, rendered, cached);
        console.log(`[tool-pictures] ${getTool(toolId).id}: made`);
      } catch (error) {
        // One tool failing (a model file missing) leaves that card with its letter, not the build broken.
        console.log(`[tool-pictures] ${toolId}: not made (${error instanceof Error ? error.message : String(error)})`);
        continue;
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
    copyFileSync(cached, join(outDir, `${toolId}.jpg`));
  }
}

await main();
