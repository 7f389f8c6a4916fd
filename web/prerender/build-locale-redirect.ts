import { LOCALES, SOURCE_LOCALE } from '../i18n/locales';

/**
 * The inline script that sends a visitor to the page in their language before the English page paints. It chooses
 * the locale as the app does (web/state/ui-state.ts and hydrate-client-state.ts): the stored choice, else the best
 * match of the browser's languages (pickLocale: exact tag, then language); for any locale but the source one it
 * replaces the address with the prerendered /<locale>/ copy, which carries no such script (so it cannot loop).
 */
export function buildLocaleRedirectScript(): string {
  return [
    `try{var L=${JSON.stringify(LOCALES)},w=(JSON.parse(localStorage.getItem('kinora')||'{}').ui||{}).locale;`,
    'if(L.indexOf(w)<0){w=null;var p=navigator.languages||[navigator.language],i,j,g;',
    'for(i=0;i<p.length&&!w;i++)if(L.indexOf(p[i])>=0)w=p[i];',
    "for(i=0;i<p.length&&!w;i++){g=String(p[i]).split('-')[0].toLowerCase();",
    "for(j=0;j<L.length&&!w;j++)if(L[j].split('-')[0]===g||(g==='nb'&&L[j]==='no-NO'))w=L[j]}}",
    `if(w&&w!=='${SOURCE_LOCALE}')location.replace('/'+w+location.pathname+location.search+location.hash)}catch(e){}`,
  ].join('');
}

/** A prerendered source-locale page with the redirect script first in its head (before anything can paint). */
export function addLocaleRedirect(html: string): string {
  if (!html.includes('<head>')) throw new Error('The page has no <head> to put the locale script in');
  return html.replace('<head>', `<head>\n    <script>${buildLocaleRedirectScript()}</script>`);
}
