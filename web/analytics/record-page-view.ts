// Bundled on its own (web/prerender/prerender-plugin.ts): landing pages import it once idle, before or without the app.
import { recordPrerenderedPageView } from './prerendered-page-view';

recordPrerenderedPageView();
