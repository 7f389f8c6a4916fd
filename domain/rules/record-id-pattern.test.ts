import { describe, expect, it } from 'vitest';
import { isRecordId } from './record-id-pattern';

describe('isRecordId', () => {
  it.each<[unknown, boolean]>([
    ['0b7c6f7e-3f7a-4c1e-9d55-2f4a8f0e6b11', true],
    ['chain-0b7c6f7e-3f7a-4c1e-9d55-2f4a8f0e6b11', true],
    ['job_1', true],
    ['a'.repeat(100), true],
    ['', false],
    ['a'.repeat(101), false],
    ['abc\u0000def', false],
    ['../etc/passwd', false],
    ['id with spaces', false],
    ['ïd', false],
    [42, false],
    [null, false],
  ])('%j: %s', (value, expected) => {
    expect(isRecordId(value)).toBe(expected);
  });
});
