// A build entry of its own: landing pages import it once they are idle, before (or without) the app's code.
import { recordPrerenderedPageView } from './prerendered-page-view';

recordPrerenderedPageView();
