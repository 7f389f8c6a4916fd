import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { NavBar } from './components/nav-bar';
import { RewriteEncodedQuestionMark } from './components/rewrite-encoded-question-mark';
import { DesktopOnly } from './components/gates/desktop-only';
import { PageFallback } from './components/page-fallback';
import { PageViews } from './analytics/page-views';
import { useAccountSync } from './state/use-account-sync';
import { DashboardPage } from './pages/dashboard-page';
import { NotFoundPage } from './pages/not-found-page';
import { findToolByUrlPath } from '../domain/catalogue/get-tool';
import { CATEGORY_IDS } from '../domain/catalogue/tool-definition';

// Every page but the dashboard loads on demand: the dashboard's first load stays small.
const PricingPage = lazy(() => import('./pages/pricing-page'));
const LandingPage = lazy(() => import('./pages/landing-page'));
const ToolsIndexPage = lazy(() => import('./pages/tools-index-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const ToolPage = lazy(() => import('./pages/tool-page').then((m) => ({ default: m.ToolPage })));
const JobPage = lazy(() => import('./pages/job-page').then((m) => ({ default: m.JobPage })));
const FilesPage = lazy(() => import('./pages/files-page').then((m) => ({ default: m.FilesPage })));
const ProjectsPage = lazy(() => import('./pages/projects-page').then((m) => ({ default: m.ProjectsPage })));
const SettingsPage = lazy(() => import('./pages/settings-page').then((m) => ({ default: m.SettingsPage })));
const CreateWorkflowPage = lazy(() => import('./pages/create-workflow-page').then((m) => ({ default: m.CreateWorkflowPage })));
const WorkflowPage = lazy(() => import('./pages/workflow-page').then((m) => ({ default: m.WorkflowPage })));
// Operators' pages behind the account gates.
const AdminPage = lazy(() => import('./pages/admin-page'));
const BlogPage = lazy(() => import('./pages/blog-page'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page'));

export function App() {
  useAccountSync();
  return (
    <div className="shell">
      <RewriteEncodedQuestionMark />
      <PageViews />
      <NavBar />
      <main className="main">
        <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/">
            <Redirect to="/dashboard/all" />
          </Route>
          <Route path="/dashboard">
            <DashboardPage category="home" />
          </Route>
          <Route path="/dashboard/:category">
            {(params) => (params.category === 'all' || (CATEGORY_IDS as readonly string[]).includes(params.category) ? <DashboardPage category={params.category} /> : <NotFoundPage />)}
          </Route>
          <Route path="/pricing" component={PricingPage} />
          <Route path="/tools" component={ToolsIndexPage} />
          <Route path="/tools/:slug">{(params) => <LandingPage slug={params.slug} />}</Route>
          <Route path="/blog" component={BlogPage} />
          <Route path="/blog/:slug">{(params) => <BlogPostPage slug={params.slug} />}</Route>
          <Route path="/account" component={AccountPage} />
          <Route path="/checkout" component={CheckoutPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/admin"><Redirect to="/admin/jobs" /></Route>
          <Route path="/files" component={FilesPage} />
          <Route path="/projects" component={ProjectsPage} />
          <Route path="/settings" component={SettingsPage} />
          <Route path="/workflows/new" component={CreateWorkflowPage} />
          <Route path="/workflows/:chainId">{(params) => <WorkflowPage chainId={params.chainId} />}</Route>
          <Route path="/admin/jobs" component={AdminPage} />
          <Route path="/:toolPath/:jobId">
            {(params) => {
              const tool = findToolByUrlPath(params.toolPath);
              return tool ? <DesktopOnly tool={tool}><JobPage tool={tool} jobId={params.jobId} /></DesktopOnly> : <NotFoundPage />;
            }}
          </Route>
          <Route path="/:toolPath">
            {(params) => {
              const tool = findToolByUrlPath(params.toolPath);
              return tool ? <DesktopOnly tool={tool}><ToolPage tool={tool} /></DesktopOnly> : <NotFoundPage />;
            }}
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
        </Suspense>
      </main>
    </div>
  );
}
