import { useSyncExternalStore } from 'react';

/** Phones and small tablets in portrait: the width below which desktop-only tools show the mobile gate. */
const NARROW_QUERY = '(max-width: 767px)';

/** Whether the window is phone-narrow, following resizes and rotations. */
export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
