import type { Analyser } from './analyser';
import { facesAnalyser } from './faces-analyser';
import { lumaAnalyser } from './luma-analyser';
import { motionAnalyser } from './motion-analyser';
import { platesAnalyser } from './plates-analyser';

/** Analysis kinds by name (domain/jobs/render-recipes.ts names them per tool; one file per analyser beside this one). */
export const ANALYSERS: Readonly<Record<string, Analyser>> = {
  luma: lumaAnalyser,
  motion: motionAnalyser,
  faces: facesAnalyser,
  plates: platesAnalyser,
};

/** The analyser of a kind, or a clear failure for a kind this worker does not know. */
export function getAnalyser(kind: string): Required<Analyser> {
  const analyser = ANALYSERS[kind];
  if (!analyser) throw new Error(`No analyser '${kind}' on this worker`);
  const missing = (step: string) => () => Promise.reject(new Error(`Analyser '${kind}' has no ${step} step`));
  return { measureRange: missing('range'), analyseSegment: missing('segment'), merge: missing('merge'), ...analyser };
}
