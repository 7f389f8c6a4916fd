import { describe, expect, it } from 'vitest';
import { parseEditorJobOptions } from './parse-editor-job-options';

const good = { docKey: 'editor-projects/p1/docs/3.json', sources: { f1: 'uploads/f1/source' }, format: 'mp4', loudnorm: true, projectId: 'p1', revision: 3 };

describe('parseEditorJobOptions', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['the options the editor router sends', good, true],
    ['no format: mp4', { ...good, format: undefined }, true],
    ['an interchange format', { ...good, format: 'otio' }, true],
    ['an unknown format', { ...good, format: 'avi' }, false],
    ['a doc key climbing out of storage', { ...good, docKey: 'editor-projects/../x' }, false],
    ['no doc key', { ...good, docKey: undefined }, false],
    ['a source that is not a key', { ...good, sources: { f1: '/etc/passwd' } }, false],
    ['sources as a list', { ...good, sources: ['uploads/f1/source'] }, false],
    ['a project id unfit for a key', { ...good, projectId: 'a/b' }, false],
    ['a fractional revision', { ...good, revision: 1.5 }, false],
  ])('%s', (_, options, accepted) => {
    expect(parseEditorJobOptions(options) !== null).toBe(accepted);
  });

  it('keeps loudnorm only when it is true', () => {
    expect(parseEditorJobOptions({ ...good, loudnorm: 'yes' })?.loudnorm).toBe(false);
    expect(parseEditorJobOptions(good)).toEqual(good);
  });
});
