import { useEffect } from 'react';

const DEFAULT_TITLE = '10Kai — Sales intelligence from SEC 10-K and 10-Q filings';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the document title (and meta description) while a page is shown, restoring the previous ones after. */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    document.title = title ? `${title} | 10Kai` : DEFAULT_TITLE;
    if (description) tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
