import { describe, expect, it } from 'vitest';
import { getTool } from './get-tool';
import { ACTIVE_TOOL_IDS, DEPRECATED_TOOL_IDS, TOOL_IDS, type ToolId } from './tool-ids';
import { ACTIVE_TOOLS, FOUR_K_TOOL_IDS, TOOLS } from './tools';

// The spec tables, restated: the oracle. A drifted number in the catalogue fails here.

describe('tool ids', () => {
  it('lists every tool id exactly once', () => {
    expect(TOOLS.map((tool) => tool.id).sort()).toEqual([...TOOL_IDS].sort());
    expect(new Set(TOOL_IDS).size).toBe(TOOL_IDS.length);
  });

  it('has the 16 active tools (15 values and the conversational summarizer) and 15 deprecated ones', () => {
    expect(ACTIVE_TOOL_IDS).toHaveLength(16);
    expect(DEPRECATED_TOOL_IDS).toHaveLength(15);
  });

  it.each(TOOLS.map((tool) => [tool.id, tool.deprecated] as const))('%s deprecated flag matches its list', (id, deprecated) => {
    expect(deprecated).toBe((DEPRECATED_TOOL_IDS as readonly string[]).includes(id));
  });

  it('gives every tool a unique url path', () => {
    const paths = TOOLS.map((tool) => tool.urlPath);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('url paths (catalogue §2)', () => {
  it.each<[ToolId, string]>([
    ['highlight_video_maker', 'vibe-edit'],
    ['one_editor', 'one-editor'],
    ['motion_graphics', 'motion-chat'],
    ['video_background_remover', 'video-background-changer'],
    ['auto_video_background_remover', 'auto-background-remover'],
    ['face_anonymizer', 'ai-face-blurring'],
    ['plate_blurring', 'license-plate-blurring'],
    ['voice_redaction', 'voice-redaction'],
    ['video_enhancer', 'video-upscaler'],
    ['face_enhancer', 'face-enhancer'],
    ['video_sharpener', 'video-sharpener'],
    ['video_lightener', 'video-lightener'],
    ['video_stabilizer', 'video-stabilizer'],
    ['slow_mo', 'frame-interpolation'],
    ['video_background_noise_remover', 'audio-background-noise-remover'],
    ['video_summarizer_chat', 'ask-kinora'],
    ['scene_select', 'cut-select'],
    ['chroma_keying', 'chroma-keying'],
    ['hook_extractor', 'hook-extractor'],
    ['smart_audio_overlay', 'smart-music-overlay'],
    ['flawed_parts_remover', 'flawed-parts-remover'],
    ['vocal_extractor', 'vocal-extractor'],
    ['video_captioning', 'video-captioning'],
    ['scene_detector', 'video-scene-detector'],
    ['silent_parts_remover', 'silent-parts-remover'],
  ])('%s is served at %s', (id, urlPath) => {
    expect(getTool(id).urlPath).toBe(urlPath);
  });
});

describe('duration limits (catalogue §5)', () => {
  // id, min, min hard, max, max hard, free plan max, non-business max, business max
  it.each<[ToolId, number | null, number | null, number | null, number | null, number | null, number | null, number | null]>([
    ['slow_mo', 0.2, 0.2, 60, null, 15, null, null],
    ['auto_video_background_remover', 0.5, null, 300, 2400, 30, null, null],
    ['video_background_remover', 0.5, null, 30, null, 5, 30, 30],
    ['video_enhancer', 1, null, 300, 2400, 5, null, null],
    ['face_enhancer', 1, null, 300, 2400, 5, null, null],
    ['video_sharpener', 1, null, 120, 120, 60, null, null],
    ['face_anonymizer', 1, null, 120, null, 15, null, null],
    ['plate_blurring', 1, null, 120, null, 15, null, null],
    ['video_lightener', 1, null, 300, 2400, 5, null, null],
    ['video_stabilizer', 3, 3, 300, 2400, 60, null, null],
    ['one_editor', null, null, 4800, null, 900, null, null],
    ['motion_graphics', null, null, null, null, null, null, null],
    ['video_background_noise_remover', null, null, 2400, 2400, 60, null, null],
    ['voice_redaction', null, null, 2400, 2400, 60, null, null],
    ['video_summarizer_chat', null, null, 4800, null, 180, 2400, 4800],
    ['highlight_video_maker', null, 2, 9000, 9000, 900, 6000, 9000],
  ])('%s: min %s (hard %s), max %s (hard %s), free %s, non-business %s, business %s', (id, min, minHard, max, maxHard, free, nonBusiness, business) => {
    const limits = getTool(id).limits;
    expect(limits.minVideoDurationS).toBe(min);
    expect(limits.minHardVideoDurationS).toBe(minHard);
    expect(limits.maxVideoDurationS).toBe(max);
    expect(limits.maxHardVideoDurationS).toBe(maxHard);
    // The spec's maxFreePlanVideoDuration and freePlanMaxVideoDuration: one value, one field.
    expect(limits.freePlanMaxVideoDurationS).toBe(free);
    expect(limits.nonBusinessPlanMaxVideoDurationS).toBe(nonBusiness);
    expect(limits.businessPlanMaxVideoDurationS).toBe(business);
  });

  it('downsamples frame interpolation input above 30 FPS', () => {
    expect(getTool('slow_mo').limits.maxInputFps).toBe(30);
  });

  it('asks for a part of stabilizer videos over 5 minutes', () => {
    expect(getTool('video_stabilizer').limits.rangeRequiredAboveS).toBe(300);
  });
});

describe('free time limits (catalogue §9)', () => {
  // Spec data only: no rule reads freeTimeLimitS (the free preview's length is outputs.basic.maxDurationS).
  it.each<[ToolId, number | null]>([
    ['video_enhancer', 5],
    ['face_enhancer', 5],
    ['video_sharpener', 60],
    ['face_anonymizer', 15],
    ['plate_blurring', 15],
    ['video_lightener', 5],
    ['video_stabilizer', 300],
    ['one_editor', 900],
    ['auto_video_background_remover', 10],
    ['video_background_noise_remover', 2400],
    ['voice_redaction', 2400],
    ['slow_mo', null],
    ['highlight_video_maker', null],
  ])('%s has a free time limit of %s', (id, seconds) => {
    expect(getTool(id).limits.freeTimeLimitS).toBe(seconds);
  });
});

describe('resolutions (catalogue §9)', () => {
  // id, free resolution (the free plan's output cap), max resolution. SPEC DECISION: the noise tools' listed 720 is
  // 640, the plan text's free preview (audio-tool-shared.ts).
  it.each<[ToolId, number | null, number | null]>([
    ['video_background_remover', 360, 1080],
    ['video_enhancer', 1920, 1920],
    ['face_enhancer', 1920, 1920],
    ['video_sharpener', 720, null],
    ['face_anonymizer', 720, 1080],
    ['plate_blurring', 720, 1080],
    ['video_lightener', 720, 1080],
    ['video_stabilizer', 720, 1080],
    ['one_editor', 720, 1080],
    ['video_background_noise_remover', 640, null],
    ['voice_redaction', 640, null],
    ['highlight_video_maker', 720, 1080],
    ['slow_mo', 720, 1080],
  ])('%s: free %s, max %s', (id, free, max) => {
    expect(getTool(id).planOutputs.basic.maxResolution).toBe(free);
    expect(getTool(id).limits.maxResolution).toBe(max);
  });
});

describe('file sizes', () => {
  const GB = 1024 ** 3;
  it('caps the AI video editor at 50 GB, 20 GB non-business, 5 GB free, minimum 1 byte', () => {
    const limits = getTool('highlight_video_maker').limits;
    expect(limits.maxFileUploadSizeBytes).toBe(50 * GB);
    expect(limits.businessPlanMaxFileUploadSizeBytes).toBe(50 * GB);
    expect(limits.nonBusinessPlanMaxFileUploadSizeBytes).toBe(20 * GB);
    expect(limits.freePlanMaxFileUploadSizeBytes).toBe(5 * GB);
    expect(limits.minFileUploadSizeBytes).toBe(1);
  });

  it.each(ACTIVE_TOOLS.filter((tool) => tool.id !== 'highlight_video_maker').map((tool) => [tool.id] as const))(
    '%s accepts files up to 1 GB',
    (id) => {
      expect(getTool(id).limits.maxFileUploadSizeBytes).toBe(GB);
    },
  );
});

describe('credit rates (catalogue §9)', () => {
  it.each<[ToolId, number | null, number | null]>([
    ['slow_mo', 0.05, null],
    ['auto_video_background_remover', 0.2, null],
    ['video_background_remover', 0.5, null],
    ['video_enhancer', 0.5, null],
    ['face_enhancer', 0.5, null],
    ['video_sharpener', 0.01, null],
    ['face_anonymizer', 0.2, null],
    ['plate_blurring', 0.2, null],
    ['video_lightener', 0.2, null],
    ['video_stabilizer', 0.01, null],
    ['one_editor', 0.005, null],
    ['motion_graphics', null, 1],
    ['video_summarizer_chat', null, 1],
    ['video_background_noise_remover', 0.05, null],
    ['voice_redaction', 0.05, null],
    ['highlight_video_maker', 0.01, null],
  ])('%s costs %s per second, %s per message', (id, perSecond, perMessage) => {
    const credit = getTool(id).credit;
    expect(credit.perSecond).toBe(perSecond);
    expect(credit.perMessage).toBe(perMessage);
    expect(credit.unit).toBe(perMessage === null ? 'credit / second' : 'credit / message');
  });

  it('charges the AI video editor 0.001 for random or all-clip selection and 0.02 for sports', () => {
    const credit = getTool('highlight_video_maker').credit;
    expect(credit.randomSelectPerSecond).toBe(0.001);
    expect(credit.allSelectPerSecond).toBe(0.001);
    expect(credit.sportsPerSecond).toBe(0.02);
    expect(credit.multiCreditConsumption).toBe(true);
  });

  it('labels the face blurring rate "No blur paint"', () => {
    expect(getTool('face_anonymizer').credit.labels).toContain('No blur paint');
  });
});

describe('hardware (catalogue §9)', () => {
  const cpu: ToolId[] = [
    'video_sharpener', 'video_background_noise_remover', 'voice_redaction', 'video_summarizer_chat', 'motion_graphics',
    'highlight_video_maker',
  ];
  it.each(ACTIVE_TOOLS.map((tool) => [tool.id, cpu.includes(tool.id) ? 'cpu' : 'gpu'] as const))('%s runs on %s', (id, hardware) => {
    expect(getTool(id).hardware).toBe(hardware);
  });
});

describe('states and endpoints (catalogue §4, §7)', () => {
  // id, endpoint, before loaded, after loaded, free, free finished, purchased, purchased finished, after download
  it.each<[ToolId, string, string, string, string, string, string, string, string]>([
    ['slow_mo', 'slow-mo', 'editing', 'editing', 'editing', 'edited', 'editing', 'edited', 'edited'],
    ['auto_video_background_remover', 'auto-remove-background', 'editing', 'editing', 'editing', 'edited', 'final_editing', 'final_edited', 'final_edited'],
    ['video_background_remover', 'initialize_interactive_model', 'initializing_model', 'editing', 'editing', 'edited', 'final_editing', 'final_edited', 'final_edited'],
    ['video_enhancer', 'upscale', 'upscaling', 'upscaling', 'upscaling', 'upscaled', 'final_upscaling', 'final_upscaled', 'final_upscaled'],
    ['face_enhancer', 'face_enhance', 'upscaling', 'upscaling', 'upscaling', 'upscaled', 'final_upscaling', 'final_upscaled', 'final_upscaled'],
    ['video_sharpener', 'sharpen', 'editing', 'editing', 'editing', 'edited', 'final_editing', 'final_edited', 'final_edited'],
    ['face_anonymizer', 'detect_faces', 'detecting_faces', 'faces_detected', 'blurring_faces', 'faces_blurred', 'final_blurring_faces', 'final_faces_blurred', 'final_faces_blurred'],
    ['plate_blurring', 'detect_faces', 'detecting_faces', 'faces_detected', 'blurring_faces', 'faces_blurred', 'final_blurring_faces', 'final_faces_blurred', 'final_faces_blurred'],
    ['motion_graphics', 'transcription', 'transcribing', 'transcribed', 'transcribing', 'transcribed', 'transcribing', 'transcribed', 'transcribed'],
    ['video_lightener', 'lighten', 'lightening', 'lightened', 'lightening', 'lightened', 'final_lightening', 'final_lightened', 'final_lightened'],
    ['video_stabilizer', 'stabilize', 'editing', 'editing', 'editing', 'edited', 'editing', 'edited', 'edited'],
    ['video_background_noise_remover', 'audio-background-noise-remover', 'removing', 'removing', 'removing', 'removed', 'final_removing', 'final_removed', 'final_removed'],
    ['voice_redaction', 'voice-redaction', 'removing', 'removing', 'removing', 'removed', 'final_removing', 'final_removed', 'final_removed'],
    ['video_summarizer_chat', 'transcription', 'transcribing', 'transcribed', 'transcribing', 'transcribed', 'transcribing', 'transcribed', 'transcribed'],
    ['highlight_video_maker', 'video-summarizer', 'editing', 'editing', 'editing', 'edited', 'editing', 'edited', 'edited'],
  ])('%s starts at %s', (id, endpoint, beforeLoaded, afterLoaded, freePlan, freePlanFinished, purchasedPlan, purchasedPlanFinished, afterDownload) => {
    expect(getTool(id).states).toMatchObject({
      initialEndpoint: endpoint, beforeLoaded, afterLoaded, freePlan, freePlanFinished, purchasedPlan,
      purchasedPlanFinished, afterDownload,
    });
  });

  it('downloads plate blurring output to the root location', () => {
    expect(getTool('plate_blurring').states.downloadPathLocation).toBe('root');
    expect(getTool('face_anonymizer').states.downloadPathLocation).toBeNull();
  });
});

describe('button labels (catalogue §4)', () => {
  it.each<[ToolId, string, string, string]>([
    ['video_enhancer', 'Finish upscaling', 'Upscaling...', 'Upscaled'],
    ['face_enhancer', 'Finish face enhancing', 'Face enhancing...', 'Face enhanced'],
    ['video_sharpener', 'Finish sharpening', 'Sharpening...', 'Sharpened'],
    ['auto_video_background_remover', 'Finish background removal', 'Removing background...', 'Background removed'],
    ['slow_mo', 'Finish processing', 'Processing...', 'Processed'],
  ])('%s: %s / %s / %s', (id, finishEditing, editing, edited) => {
    expect(getTool(id).labels).toEqual({ finishEditing, editing, edited });
  });
});

describe('flags', () => {
  const rangeRequired: ToolId[] = [
    'slow_mo', 'auto_video_background_remover', 'video_background_remover', 'video_enhancer', 'face_enhancer',
    'video_sharpener', 'face_anonymizer', 'plate_blurring',
  ];
  it.each(ACTIVE_TOOLS.map((tool) => [tool.id, rangeRequired.includes(tool.id)] as const))(
    '%s requires a range: %s',
    (id, required) => {
      expect(getTool(id).flags.rangeSelectionRequired).toBe(required);
    },
  );

  it('requires an option choice only for frame interpolation', () => {
    expect(TOOLS.filter((tool) => tool.flags.optionSelectionRequired).map((tool) => tool.id)).toEqual(['slow_mo']);
  });

  it('does not require a range or an option for the noise tools', () => {
    for (const id of ['video_background_noise_remover', 'voice_redaction'] as const) {
      expect(getTool(id).flags.rangeSelectionRequired).toBe(false);
      expect(getTool(id).flags.optionSelectionRequired).toBe(false);
    }
  });

  it('gives every active tool a project page (the background changer by spec decision) and no deprecated one', () => {
    for (const tool of TOOLS) expect(tool.flags.hasIndividualProjectPage).toBe(!tool.deprecated);
  });

  it('accepts multiple inputs in the AI video editor and OneEditor only (among active tools)', () => {
    expect(ACTIVE_TOOLS.filter((tool) => tool.flags.inputMultiple).map((tool) => tool.id).sort()).toEqual([
      'highlight_video_maker', 'one_editor',
    ]);
  });

  it('opens active tools and closes deprecated ones', () => {
    for (const tool of TOOLS) expect(tool.flags.open).toBe(!tool.deprecated);
  });
});

describe('exports', () => {
  it('lists exactly the spec 4K tools', () => {
    expect([...FOUR_K_TOOL_IDS].sort()).toEqual([
      'face_anonymizer', 'highlight_video_maker', 'plate_blurring', 'slow_mo', 'video_background_remover',
      'video_sharpener', 'video_stabilizer',
    ]);
  });

  it('offers XML export in the AI video editor only', () => {
    expect(TOOLS.filter((tool) => tool.xmlExport).map((tool) => tool.id)).toEqual(['highlight_video_maker']);
  });
});

describe('related tools (catalogue §2)', () => {
  it.each<[ToolId, ToolId[]]>([
    ['video_enhancer', ['video_sharpener', 'slow_mo', 'video_lightener', 'video_stabilizer']],
    ['video_sharpener', ['video_enhancer', 'slow_mo', 'video_lightener', 'video_stabilizer']],
    ['face_anonymizer', ['video_background_remover', 'video_sharpener', 'video_enhancer', 'plate_blurring']],
    ['plate_blurring', ['face_anonymizer', 'video_background_remover']],
    ['motion_graphics', ['highlight_video_maker', 'video_background_remover']],
    ['video_lightener', ['video_enhancer', 'video_sharpener', 'slow_mo', 'video_stabilizer', 'video_background_remover']],
    ['video_stabilizer', ['highlight_video_maker', 'video_enhancer', 'slow_mo']],
    ['video_background_noise_remover', ['face_anonymizer', 'plate_blurring']],
    ['voice_redaction', ['face_anonymizer', 'plate_blurring', 'video_background_noise_remover']],
    ['video_summarizer_chat', ['highlight_video_maker']],
    ['highlight_video_maker', ['video_background_remover', 'motion_graphics']],
  ])('%s relates to %j', (id, related) => {
    expect(getTool(id).relatedTools).toEqual(related);
  });

  it('never relates a tool to itself or to a deprecated tool (from an active one)', () => {
    for (const tool of ACTIVE_TOOLS) {
      expect(tool.relatedTools).not.toContain(tool.id);
      for (const related of tool.relatedTools) expect(getTool(related).deprecated).toBe(false);
    }
  });
});

describe('deprecations (catalogue §8)', () => {
  it.each<[ToolId, ToolId, string]>([
    ['chroma_keying', 'video_background_remover', 'This tool has been deprecated'],
    ['hook_extractor', 'highlight_video_maker', 'use the AI Video Editor tool'],
    ['time_lapse', 'highlight_video_maker', 'use the AI Video Editor tool'],
    ['clip_search', 'video_summarizer_chat', 'merged into the Conversational Video Summarizer'],
    ['video_summarizer', 'video_summarizer_chat', 'merged into the Conversational Video Summarizer'],
    ['scene_select', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['video_tiling', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['video_resizing', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['video_concatenator', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['smart_audio_overlay', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['flawed_parts_remover', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['silent_parts_remover', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['vocal_extractor', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['video_captioning', 'highlight_video_maker', 'merged into the AI Video Editor'],
    ['scene_detector', 'highlight_video_maker', 'merged into the AI Video Editor'],
  ])('%s points to %s ("%s")', (id, replacement, message) => {
    const tool = getTool(id);
    expect(tool.deprecated).toBe(true);
    expect(tool.replacedBy).toBe(replacement);
    expect(tool.deprecationMessage).toContain(message);
    expect(getTool(replacement).deprecated).toBe(false);
  });

  it('gives active tools no deprecation message', () => {
    for (const tool of ACTIVE_TOOLS) {
      expect(tool.deprecationMessage).toBeNull();
      expect(tool.replacedBy).toBeNull();
    }
  });
});

describe('tags', () => {
  it('tags MotionChat new and the workflow tools workflow', () => {
    expect(getTool('motion_graphics').tags).toContain('new');
    expect(TOOLS.filter((tool) => tool.tags.includes('workflow')).map((tool) => tool.id).sort()).toEqual([
      'highlight_video_maker', 'video_concatenator',
    ]);
  });
});

describe('detection failure', () => {
  it.each<[ToolId]>([['face_anonymizer'], ['plate_blurring']])('%s reports no_faces as no_faces_found with the spec message', (id) => {
    expect(getTool(id).imagesData).toEqual({
      variableName: 'image_paths',
      errorValue: 'no_faces',
      errorCode: 'no_faces_found',
      errorMessage: 'No faces were found in the input video. Please try again with another file.',
    });
  });
});

describe('metrics', () => {
  it('shows input/output fps and duration for frame interpolation, defaulting to N/A', () => {
    const metrics = getTool('slow_mo').metrics;
    expect(metrics.map((metric) => metric.id)).toEqual(['input_fps', 'output_fps', 'input_duration', 'output_duration']);
    expect(metrics.every((metric) => metric.default === 'N/A')).toBe(true);
    expect(metrics.filter((metric) => metric.id.endsWith('duration')).every((metric) => metric.unit === 's')).toBe(true);
  });
});

describe('options', () => {
  it('gives the sharpener a strength 1-10 (default 5) and a method, unsharp mask by default', () => {
    expect(getTool('video_sharpener').options).toEqual([
      { id: 'strength', kind: 'range', min: 1, max: 10, step: 1, default: 5, label: 'Sharpening strength' },
      { id: 'method', kind: 'select', values: ['unsharp', 'cas'], default: 'unsharp', label: 'Sharpening method' },
    ]);
  });

  const allOptions = TOOLS.flatMap((tool) => tool.options.map((option) => [tool.id, option.id, option] as const));
  it.each(allOptions)('%s option %s has a valid default', (_id, _optionId, option) => {
    if (option.kind === 'range') {
      expect(option.min).toBeLessThanOrEqual(option.default);
      expect(option.default).toBeLessThanOrEqual(option.max);
      expect(Number.isInteger((option.default - option.min) / option.step)).toBe(true);
    } else if (option.kind === 'select') {
      expect(option.values).toContain(option.default);
    } else if (option.kind === 'text') {
      expect([...option.default].length).toBeLessThanOrEqual(option.maxLength);
    } else if (option.kind === 'image') {
      expect(option.default).toBeNull();
    } else {
      expect(typeof option.default).toBe('boolean');
    }
  });

  it.each<[ToolId, string, readonly string[]]>([
    ['face_anonymizer', 'mode', ['blur', 'mosaic', 'solid', 'image']],
    ['face_anonymizer', 'image', ['smiley', 'star', 'upload']],
    ['plate_blurring', 'mode', ['blur', 'mosaic', 'solid']],
    ['slow_mo', 'factor', ['2', '4']],
    ['voice_redaction', 'preset', ['light', 'medium', 'strong', 'custom']],
    ['slow_mo', 'mode', ['slowmo', 'fps']],
    ['slow_mo', 'audio', ['stretch', 'drop']],
    ['highlight_video_maker', 'selection', ['ai', 'random', 'all', 'sports']],
  ])('%s offers %s: %j', (id, optionId, values) => {
    const option = getTool(id).options.find((candidate) => candidate.id === optionId);
    expect(option?.kind === 'select' ? option.values : undefined).toEqual(values);
  });
});
