/** A `ts_headline` snippet: the words between « and » are the matches, shown marked. */
export function FilingSnippet({ text }: { text: string }) {
  const parts = text.split(/«|»/);
  return (
    <p className="text-sm">
      …
      {parts.map((part, index) =>
        // Odd parts sat between « and »; the index is stable because the snippet never changes.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable snippet
          <mark key={index}>{part}</mark>
        ) : (
          part
        ),
      )}
      …
    </p>
  );
}
