import { JOB_SEARCH_ATTRIBUTES } from '../../temporal/workflows/search-attributes';

const CLI_TYPE_NAMES = { KEYWORD: 'Keyword' } as const;

/** `temporal server start-dev` arguments that register the jobs' custom search attributes. */
export function getSearchAttributeArgs(): string[] {
  return JOB_SEARCH_ATTRIBUTES.flatMap((key) => ['--search-attribute', `${key.name}=${CLI_TYPE_NAMES[key.type]}`]);
}
