import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Arriving from another page at `/#pricing`, `/pricing#faq`…: scroll to the element once it is on the page. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
