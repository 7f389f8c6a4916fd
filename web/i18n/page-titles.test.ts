import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../domain/routing/app-routes';
import { getLocalesMissing, readAllCatalogs, readMessageSources } from '../../test/support/read-translations';

// The module uses lingui macros, which vitest does not compile here: read its source and the catalogues instead.
const titles = readMessageSources('web/i18n/page-titles.ts');
const ownHead = ['home', 'admin', 'pricing', 'tools_index', 'landing', 'blog', 'blog_post'];
const catalogs = readAllCatalogs();

describe('page titles', () => {
  it('name every route of the app that does not write its own head, each differently', () => {
    const routes = APP_ROUTES.map((route) => route.id).filter((id) => !ownHead.includes(id));
    expect([...titles.keys()].filter((key) => key !== 'NOT_FOUND_TITLE').sort()).toEqual([...routes].sort());
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  it('are translated in every locale, keeping the tool and category placeholders', () => {
    for (const [key, source] of titles) {
      expect(getLocalesMissing(source, catalogs), key).toEqual([]);
      const placeholders = source.match(/\{\w+\}/g) ?? [];
      for (const [locale, catalog] of catalogs) {
        for (const placeholder of placeholders) expect(catalog.get(source), `${locale} ${key}`).toContain(placeholder);
      }
    }
  });

  it('read differently in German than in English (the tab follows the interface language)', () => {
    const german = catalogs.get('de-DE')!;
    for (const key of ['files', 'settings', 'tool_job', 'dashboard']) expect(german.get(titles.get(key)!), key).not.toBe(titles.get(key));
  });
});
