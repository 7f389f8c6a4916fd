import { describe, expect, it } from 'vitest';
import { CATEGORIES, getCategory } from './categories';
import { getTool } from './get-tool';
import { CATEGORY_IDS } from './tool-definition';
import { ACTIVE_TOOLS } from './tools';

describe('categories', () => {
  it.each([
    ['cut', 'Cut', '/dashboard/cut'],
    ['create', 'Create', '/dashboard/create'],
    ['transform', 'Transform', '/dashboard/transform'],
    ['enhance', 'Enhance', '/dashboard/enhance'],
  ] as const)('%s is labelled %s at %s', (id, label, urlPath) => {
    expect(getCategory(id)).toMatchObject({ id, value: id, label, urlPath });
  });

  it('has exactly the four categories', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
  });

  it('lists every active tool in exactly one category, the one the tool names', () => {
    const listed = CATEGORIES.flatMap((category) => category.tools);
    expect([...listed].sort()).toEqual(ACTIVE_TOOLS.map((tool) => tool.id).sort());
    for (const category of CATEGORIES) {
      for (const id of category.tools) expect(getTool(id).category).toBe(category.id);
    }
  });
});
