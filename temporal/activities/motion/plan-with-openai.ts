import { z } from 'zod';
import type { StoryboardDraft } from '../../../domain/motion/storyboard-from-draft';
import { TEMPLATE_IDS } from '../../../domain/motion/templates';
import { requestChatCompletion, type OpenAiChatConfig } from '../models/request-chat-completion';

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
export async function planWithOpenAi(prompt: string, config: OpenAiChatConfig, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<StoryboardDraft | null> {
  try {
    const answer = await requestChatCompletion(config, {
      temperature: 0,
      json: true,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: prompt },
      ],
      // The user waits for the plan in the chat; the template planner answers at once.
      timeoutMs: options.timeoutMs ?? 20_000,
      signal: options.signal,
    });
    const parsed = storyboardDraftSchema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
