import type { RenderRecipe } from '../../../domain/jobs/render-recipe';
import type { Analyser } from './analyser';
import { facesAnalyser } from './faces-analyser';
import { lumaAnalyser } from './luma-analyser';
import { motionAnalyser } from './motion-analyser';
import { platesAnalyser } from './plates-analyser';

/** An analysis kind a render recipe names (TOOL_WIRING in domain/jobs/tool-wiring.ts names them per tool). */
export type AnalysisKind = NonNullable<RenderRecipe['analysis']>['kind'];

/**
 * Analysis kinds by name, one file per analyser beside this one: one for every kind a recipe can name (a new kind
 * without its analyser fails the type check).
 */
export const ANALYSERS: Readonly<Record<AnalysisKind, Analyser>> = {
  luma: lumaAnalyser,
  motion: motionAnalyser,
  faces: facesAnalyser,
  plates: platesAnalyser,
};

/** The analyser of a kind, or a clear failure for a kind this worker does not know. */
export function getAnalyser(kind: string): Required<Analyser> {
  const analyser = Object.hasOwn(ANALYSERS, kind) ? ANALYSERS[kind as AnalysisKind] : undefined;
  if (!analyser) throw new Error(`No analyser '${kind}' on this worker`);
  const missing = (step: string) => () => Promise.reject(new Error(`Analyser '${kind}' has no ${step} step`));
  return { measureRange: missing('range'), analyseSegment: missing('segment'), merge: missing('merge'), ...analyser };
}
