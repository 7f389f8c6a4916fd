import { buildLightenFilter } from '../media/build-lighten-filter';
import { frameFilterEffect } from './frame-filter-effect';

/** Video lightener: a curve from the range's measured luma (the `luma` analyser), the same for every segment. */
export const lightenEffect = frameFilterEffect((options, context) => {
  const filter = buildLightenFilter(options, { meanY: context.analysis.values.meanY ?? 128 });
  return filter === 'null' ? null : filter;
});
