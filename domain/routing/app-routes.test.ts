import { describe, expect, it } from 'vitest';
import { TOOLS } from '../catalogue/tools';
import { getLandingPages } from '../catalogue/get-landing-pages';
import { APP_ROUTES, matchAppRoute, type AppRouteId } from './app-routes';

const known = { blogSlugs: ['resumable-uploads', 'black-friday-2026'] };

describe('the app routes', () => {
  it.each<[string, AppRouteId | null, Record<string, string>?]>([
    ['/', 'home'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/all', 'dashboard_category', { category: 'all' }],
    ['/dashboard/enhance', 'dashboard_category', { category: 'enhance' }],
    ['/dashboard/everything', null],
    ['/pricing', 'pricing'],
    ['/pricing/', 'pricing'],
    ['/tools', 'tools_index'],
    ['/tools/video-sharpening', 'landing', { slug: 'video-sharpening' }],
    ['/tools/not-a-topic', null],
    ['/blog', 'blog'],
    ['/blog/resumable-uploads', 'blog_post', { slug: 'resumable-uploads' }],
    ['/blog/no-such-post', null],
    ['/account', 'account'],
    ['/checkout', 'checkout'],
    ['/login', 'login'],
    ['/admin', 'admin'],
    ['/admin/jobs', 'admin_jobs'],
    ['/admin/users', null],
    ['/files', 'files'],
    ['/projects', 'projects'],
    ['/settings', 'settings'],
    ['/developers/api', 'api_reference'],
    ['/developers', null],
    ['/workflows', 'workflows'],
    ['/workflows/new', 'workflow_new'],
    ['/workflows/chain-0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'workflow', { chainId: 'chain-0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' }],
    ['/workflows/old', null],
    ['/video-sharpener', 'tool', { toolPath: 'video-sharpener' }],
    // A deprecated tool's page tells its users where it went.
    ['/video-tiling', 'tool', { toolPath: 'video-tiling' }],
    ['/video-sharpener/0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'tool_job', { toolPath: 'video-sharpener', jobId: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' }],
    ['/video-sharpener/chain-0f8e2c1a-step2', 'tool_job', { toolPath: 'video-sharpener', jobId: 'chain-0f8e2c1a-step2' }],
    ['/one-editor/edit/0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'one_editor_project', { projectId: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' }],
    ['/one-editor/0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'tool_job', { toolPath: 'one-editor', jobId: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' }],
    ['/video-sharpener/job%20one', null],
    ['/video-sharpener/a/b', null],
    ['/video-sharpner', null],
    ['/unknown', null],
    ['/wp-login.php', null],
    ['/%E0%A4%A', null],
    // Under a locale prefix: the same page (the app drops the prefix and keeps the locale).
    ['/fr-FR/pricing', 'pricing'],
    ['/ar-AE/tools/video-sharpening', 'landing', { slug: 'video-sharpening' }],
    ['/ar-AE/unknown', null],
    ['/xx-XX/pricing', null],
  ])('%s is %s', (path, id, params) => {
    const match = matchAppRoute(path, known);
    expect(match?.id ?? null).toBe(id);
    if (params) expect(match?.params).toEqual(params);
  });

  it('has one route per id and no two identical patterns', () => {
    expect(new Set(APP_ROUTES.map((r) => r.id)).size).toBe(APP_ROUTES.length);
    expect(new Set(APP_ROUTES.map((r) => r.pattern)).size).toBe(APP_ROUTES.length);
  });

  it("reaches every tool's page and every landing page, and no tool is shadowed by a static page", () => {
    for (const tool of TOOLS) expect(matchAppRoute(`/${tool.urlPath}`, known)?.id, tool.urlPath).toBe('tool');
    for (const page of getLandingPages()) expect(matchAppRoute(`/tools/${page.slug}`, known)?.id, page.slug).toBe('landing');
  });
});
