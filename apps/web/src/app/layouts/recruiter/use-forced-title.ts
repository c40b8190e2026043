import { useEffect } from 'react';

/**
 * Spec: the recruiter page title is forced to the product title. "Forced": a theme script that renames
 * the page is overruled; the previous title comes back when the recruiter area is left.
 */
export function useForcedTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    const observer = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = previous;
    };
  }, [title]);
}
