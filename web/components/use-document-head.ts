import { useEffect } from 'react';

/** Sets the document's title and meta description while a page is shown (prerendered pages already carry them). */
export function useDocumentHead(head: { title: string; description: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = head.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = head.description;
    return () => {
      document.title = previous;
    };
  }, [head.title, head.description]);
}
