import type { ProjectDoc } from './project-doc';

/** Id prefixes: tracks, clips, transitions, markers, links. */
export type IdPrefix = 'tr' | 'c' | 'x' | 'm' | 'l';

/**
 * Draws new ids for one edit from the document's counter (never a clock or randomness, so an edit is repeatable):
 * `take('c')` gives the next unused clip id; `relink(linkId)` gives the parts cut off linked clips in this edit one new
 * shared link id per old one; `nextId` is the counter to store afterwards.
 */
export function takeIds(doc: ProjectDoc) {
  const used = new Set<string>([
    ...doc.tracks.flatMap((t) => [t.id, ...t.clips.flatMap((c) => (c.linkId ? [c.id, c.linkId] : [c.id])), ...t.transitions.map((x) => x.id)]),
    ...doc.markers.map((m) => m.id),
  ]);
  const links = new Map<string, string>();
  let next = doc.nextId;
  const take = (prefix: IdPrefix): string => {
    let id = `${prefix}${next++}`;
    while (used.has(id)) id = `${prefix}${next++}`;
    used.add(id);
    return id;
  };
  return {
    take,
    relink: (linkId: string | null): string | null => {
      if (linkId === null) return null;
      if (!links.has(linkId)) links.set(linkId, take('l'));
      return links.get(linkId)!;
    },
    get nextId() {
      return next;
    },
  };
}

export type IdTaker = ReturnType<typeof takeIds>;
