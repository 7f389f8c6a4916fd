import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import blogSlugs from 'virtual:blog-slugs';
import { NavBar } from './components/nav-bar';
import { RewriteEncodedQuestionMark } from './components/rewrite-encoded-question-mark';
import { DesktopOnly } from './components/gates/desktop-only';
import { PageFallback } from './components/page-fallback';
import { PageViews } from './analytics/page-views';
import { usePageTitle } from './components/use-page-title';
import { useAccountSync } from './state/use-account-sync';
import { DashboardPage } from './pages/dashboard-page';
import { NotFoundPage } from './pages/not-found-page';
import { findToolByUrlPath, getTool } from '../domain/catalogue/get-tool';
import { matchAppRoute, type AppRouteId } from '../domain/routing/app-routes';

// Every page but the dashboard loads on demand: the dashboard's first load stays small.
const PricingPage = lazy(() => import('./pages/pricing-page'));
const LandingPage = lazy(() => import('./pages/landing-page'));
const ToolsIndexPage = lazy(() => import('./pages/tools-index-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const ToolPage = lazy(() => import('./pages/tool-page').then((m) => ({ default: m.ToolPage })));
const EditorPage = lazy(() => import('./one-editor/editor-page').then((m) => ({ default: m.EditorPage })));
const JobPage = lazy(() => import('./pages/job-page').then((m) => ({ default: m.JobPage })));
const FilesPage = lazy(() => import('./pages/files-page').then((m) => ({ default: m.FilesPage })));
const ProjectsPage = lazy(() => import('./pages/projects-page').then((m) => ({ default: m.ProjectsPage })));
const SettingsPage = lazy(() => import('./pages/settings-page').then((m) => ({ default: m.SettingsPage })));
const ApiReferencePage = lazy(() => import('./pages/api-reference-page').then((m) => ({ default: m.ApiReferencePage })));
const WorkflowsPage = lazy(() => import('./pages/workflows-page').then((m) => ({ default: m.WorkflowsPage })));
const CreateWorkflowPage = lazy(() => import('./pages/create-workflow-page').then((m) => ({ default: m.CreateWorkflowPage })));
const WorkflowPage = lazy(() => import('./pages/workflow-page').then((m) => ({ default: m.WorkflowPage })));
// Operators' pages behind the account gates.
const AdminPage = lazy(() => import('./pages/admin-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));

const KNOWN = { blogSlugs };

/**
 * The page of each route of domain/routing/app-routes.ts (the list the server also answers 404 from): one entry per
 * route, so a route without a page fails the type check. Params hold the route's dynamic parts, already checked
 * against the values that exist (tool paths, landing and blog slugs, id shapes).
 */
const PAGES: Record<AppRouteId, (params: Record<string, string>) => ReactNode> = {
  home: () => <Redirect to="/dashboard/all" />,
  dashboard: () => <DashboardPage category="home" />,
  dashboard_category: (params) => <DashboardPage category={params.category!} />,
  pricing: () => <PricingPage />,
  tools_index: () => <ToolsIndexPage />,
  landing: (params) => <LandingPage slug={params.slug!} />,
  blog: () => <BlogPage />,
  blog_post: (params) => <BlogPostPage slug={params.slug!} />,
  account: () => <AccountPage />,
  checkout: () => <CheckoutPage />,
  login: () => <LoginPage />,
  admin: () => <Redirect to="/admin/jobs" />,
  admin_jobs: () => <AdminPage />,
  files: () => <FilesPage />,
  projects: () => <ProjectsPage />,
  settings: () => <SettingsPage />,
  api_reference: () => <ApiReferencePage />,
  workflows: () => <WorkflowsPage />,
  workflow_new: () => <CreateWorkflowPage />,
  workflow: (params) => <WorkflowPage chainId={params.chainId!} />,
  one_editor_project: (params) => <DesktopOnly tool={getTool('one_editor')}><EditorPage projectId={params.projectId!} /></DesktopOnly>,
  tool_job: (params) => {
    const tool = findToolByUrlPath(params.toolPath!)!;
    return <DesktopOnly tool={tool}><JobPage tool={tool} jobId={params.jobId!} /></DesktopOnly>;
  },
  tool: (params) => {
    const tool = findToolByUrlPath(params.toolPath!)!;
    return <DesktopOnly tool={tool}><ToolPage tool={tool} /></DesktopOnly>;
  },
};

export function App() {
  useAccountSync();
  const [location] = useLocation();
  const match = matchAppRoute(location, KNOWN);
  usePageTitle(match);
  return (
    <div className="shell">
      <RewriteEncodedQuestionMark />
      <PageViews />
      <NavBar />
      <main className="main">
        <Suspense fallback={<PageFallback />}>
          {match ? PAGES[match.id](match.params) : <NotFoundPage />}
        </Suspense>
      </main>
    </div>
  );
}
