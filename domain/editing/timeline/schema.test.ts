import { describe, expect, it } from 'vitest';
import { parseWith, schema as s } from './schema';

const point = s.object({ x: s.integer(0, 10), label: s.nullable(s.string(1, 3)), kind: s.oneOf(['a', 'b']) });
const shape = s.union('type', {
  dot: s.object({ type: s.literal('dot'), at: point }),
  line: s.object({ type: s.literal('line'), points: s.array(point, 2) }),
});

describe('schema', () => {
  it.each([
    [{ type: 'dot', at: { x: 3, label: null, kind: 'a' } }, []],
    [{ type: 'line', points: [{ x: 0, label: 'ab', kind: 'b' }] }, []],
    [{ type: 'dot', at: { x: 11, label: null, kind: 'a' } }, ['at.x: expected an integer in [0, 10]']],
    [{ type: 'dot', at: { x: 1.5, label: '', kind: 'c' } }, ['at.x: expected an integer in [0, 10]', 'at.label: expected a string of 1 to 3 characters', 'at.kind: expected one of a, b']],
    [{ type: 'dot', at: { x: 1, label: null, kind: 'a', extra: 1 } }, ['at.extra: expected no such field']],
    [{ type: 'dot', at: { x: 1, kind: 'a' } }, ['at.label: expected a string of 1 to 3 characters']],
    [{ type: 'line', points: [1, 2, 3] }, ['points: expected an array of at most 2 items']],
    [{ type: 'circle' }, ['type: expected one of dot, line']],
    [[], ['type: expected one of dot, line']],
    [null, ['type: expected one of dot, line']],
  ])('checks %j', (value, issues) => {
    const result = parseWith(shape, value);
    expect(result.ok ? [] : result.issues).toEqual(issues);
  });

  it.each([
    [s.number(0, 1), Number.NaN, false],
    [s.number(0, 1), Infinity, false],
    [s.number(0, 1), 0.5, true],
    [s.integer(), 2 ** 53, false],
    [s.boolean, 'true', false],
    [s.string(0, 5, /^#/), '#abc', true],
    [s.string(0, 5, /^#/), 'abc', false],
    [s.refine(s.integer(), (n) => n % 2 === 0, 'an even number'), 3, false],
  ])('tells whether %# accepts %j', (schema, value, accepted) => {
    expect(parseWith(schema as never, value).ok).toBe(accepted);
  });
});
