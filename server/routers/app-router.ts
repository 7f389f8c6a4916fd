import { router } from '../trpc';
import { authRouter } from './auth-router';
import { billingRouter } from './billing-router';
import { filesRouter } from './files-router';
import { jobsRouter } from './jobs-router';
import { chainsRouter } from './chains-router';
import { adminRouter } from './admin-router';
import { toolsRouter } from './tools-router';
import { projectsRouter } from './projects-router';
import { chatRouter } from './chat-router';
import { motionRouter } from './motion-router';
import { changerRouter } from './changer-router';
import { apiKeysRouter } from './api-keys-router';
import { webhooksRouter } from '../webhooks/webhooks-router';
import { linksRouter } from './links-router';
import { editorRouter } from './editor-router';

export const appRouter = router({
  auth: authRouter,
  billing: billingRouter,
  files: filesRouter,
  projects: projectsRouter,
  jobs: jobsRouter,
  chains: chainsRouter,
  admin: adminRouter,
  tools: toolsRouter,
  chat: chatRouter,
  motion: motionRouter,
  changer: changerRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  links: linksRouter,
  editor: editorRouter,
});
export type AppRouter = typeof appRouter;
