import type { Theme } from './ui-state';

const darkQuery = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/** Sets data-theme on <html>; "system" follows the operating system's preference. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && (darkQuery?.matches ?? false));
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** While the theme is "system", follows the operating system when it switches between light and dark. */
export function followSystemTheme(current: () => Theme): void {
  darkQuery?.addEventListener('change', () => {
    if (current() === 'system') applyTheme('system');
  });
}
