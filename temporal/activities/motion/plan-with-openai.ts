import { z } from 'zod';
import type { StoryboardDraft } from '../../../domain/motion/storyboard-from-draft';
import { TEMPLATE_IDS } from '../../../domain/motion/templates';

/** An OpenAI-compatible chat-completions endpoint (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL), or null when unset. */
export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export function getOpenAiConfig(env: NodeJS.ProcessEnv = process.env): OpenAiConfig | null {
  if (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL) return null;
  return { baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''), apiKey: env.OPENAI_API_KEY ?? '', model: env.OPENAI_MODEL };
}

/** The draft a model must answer with; anything else is refused (and the default planner is used). */
export const storyboardDraftSchema = z.object({
  template: z.enum(TEMPLATE_IDS),
  aspect: z.string().regex(/^\d{1,2}:\d{1,2}$/).optional(),
  durationS: z.number().min(3).max(60).optional(),
  background: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  accent: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  scenes: z
    .array(z.object({ title: z.string().min(1).max(80), subtitle: z.string().max(120).optional(), cta: z.boolean().optional() }))
    .min(1)
    .max(12),
});

const SYSTEM = [
  'You plan short motion graphics videos. Answer with one JSON object only, no prose:',
  `{"template": one of ${TEMPLATE_IDS.join('|')}, "aspect": "W:H", "durationS": 3-60, "background": "#rrggbb", "accent": "#rrggbb",`,
  '"scenes": [{"title": short on-screen text, "subtitle": optional, "cta": true for a final call to action}]}.',
  'Use the words of the request; keep titles under 6 words; 3 to 6 scenes.',
].join(' ');

/**
 * Asks an OpenAI-compatible endpoint for a storyboard draft and checks its shape with zod. Returns null on any failure
 * (unreachable, timeout, not JSON, wrong shape): the caller falls back to the template planner.
 */
export async function planWithOpenAi(prompt: string, config: OpenAiConfig, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<StoryboardDraft | null> {
  const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? 20_000), ...(options.signal ? [options.signal] : [])]);
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: prompt },
        ],
      }),
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content ?? '';
    // Some models wrap JSON in a code fence.
    const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
    const parsed = storyboardDraftSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
