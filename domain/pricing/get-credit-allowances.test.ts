import { describe, expect, it } from 'vitest';
import { ACTIVE_TOOLS } from '../catalogue/tools';
import { getTool } from '../catalogue/get-tool';
import { getCreditAllowances } from './get-credit-allowances';

const of = (credits: number, toolId: string) => getCreditAllowances(credits).find((allowance) => allowance.toolId === toolId);

describe('getCreditAllowances', () => {
  it('turns credits into seconds of each per-second tool at the catalogue rate', () => {
    // 0.01 credit/s (sharpener), 0.5 (video enhancer), 0.005 (one editor), 0.2 (face blurring)
    expect(of(10, 'video_sharpener')).toEqual({ toolId: 'video_sharpener', unit: 'seconds', amount: 1000 });
    expect(of(10, 'video_enhancer')).toEqual({ toolId: 'video_enhancer', unit: 'seconds', amount: 20 });
    expect(of(10, 'one_editor')).toEqual({ toolId: 'one_editor', unit: 'seconds', amount: 2000 });
    expect(of(80, 'face_anonymizer')).toEqual({ toolId: 'face_anonymizer', unit: 'seconds', amount: 400 });
  });

  it('turns credits into messages of the chat tools', () => {
    expect(of(80, 'video_summarizer_chat')).toEqual({ toolId: 'video_summarizer_chat', unit: 'messages', amount: 80 });
  });

  it('counts only what the credits fully pay for (no rounding up), and exactly where they divide', () => {
    expect(of(0.3, 'video_enhancer')?.amount).toBe(0);
    expect(of(0.7, 'auto_video_background_remover')?.amount).toBe(3);
    expect(of(0.07, 'video_sharpener')?.amount).toBe(7);
  });

  it('follows the catalogue: a tool whose rate changes buys accordingly', () => {
    const enhancer = getTool('video_enhancer');
    const cheaper = { ...enhancer, credit: { ...enhancer.credit, perSecond: 0.25 } };
    expect(getCreditAllowances(10, [cheaper])).toEqual([{ toolId: 'video_enhancer', unit: 'seconds', amount: 40 }]);
  });

  it('covers every active tool that has a price, once, in catalogue order', () => {
    const priced = ACTIVE_TOOLS.filter((tool) => (tool.credit.perSecond ?? tool.credit.perMessage ?? 0) > 0).map((tool) => tool.id);
    expect(getCreditAllowances(400).map((allowance) => allowance.toolId)).toEqual(priced);
    expect(priced.length).toBeGreaterThan(10);
  });
});
