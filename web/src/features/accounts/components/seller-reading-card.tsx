import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { type SellerReading, useCorrectSellerReading, useSellerReading } from '../api/seller-reading';

export const READING_SAVED = 'Saved: your next analyses read your product this way.';

/** "We read your product as: warehouse and factory operations, supply chain." — what analyses will use. */
function readingSentence(reading: SellerReading): string {
  const ids = reading.chosen ?? reading.derived;
  const labels = reading.concepts.filter((c) => ids.includes(c.id)).map((c) => c.label);
  if (labels.length === 0)
    return reading.chosen
      ? 'You picked no need: analyses will rank the filing by your description’s own words.'
      : 'We could not tell from your description which business needs your product serves: pick them below.';
  return `We read your product as: ${labels.join(', ')}${reading.chosen ? ' (as you picked).' : '.'}`;
}

/**
 * How analyses read what the user sells, and the place to correct it (issue #28): the needs their description
 * names, ticked, any of the taxonomy's to tick or untick instead. Saved picks are used for every analysis of the
 * profile's description until they ask for the description to be read again.
 */
export function SellerReadingCard() {
  const reading = useSellerReading();
  const correct = useCorrectSellerReading();
  const [picked, setPicked] = useState<string[] | null>(null);
  const section = useRef<HTMLElement>(null);
  const loaded = reading.isSuccess;
  // The analysis panel links here ("Change how we read it"): bring the card into view once it is drawn.
  useEffect(() => {
    if (loaded && window.location.hash === '#seller-reading') section.current?.scrollIntoView?.();
  }, [loaded]);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saved' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });

  if (reading.isPending) return <Spinner label="Loading how we read your product" />;
  if (reading.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>Could not load how we read your product.</AlertDescription>
      </Alert>
    );

  const data = reading.data;
  const selected = picked ?? data.chosen ?? data.derived;
  const toggle = (id: string) => {
    setStatus({ kind: 'idle' });
    setPicked(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  };
  const save = async (chosen: string[] | null) => {
    try {
      await correct.mutateAsync(chosen);
      setPicked(null);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const message =
        isApiError(error) && error.message ? error.message : 'Could not save. Please try again.';
      setStatus({ kind: 'error', message });
    }
  };

  return (
    <section ref={section} id="seller-reading" aria-labelledby="seller-reading-title" className="grid gap-3">
      <h3 id="seller-reading-title" className="font-medium">
        How we read what you sell
      </h3>
      <p className="text-sm" data-testid="profile-seller-reading">
        {readingSentence(data)}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm text-muted-foreground">
          Tick the needs your product serves; analyses rank what each filing says about them first.
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {data.concepts.map((concept) => (
            <label key={concept.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={selected.includes(concept.id)}
                onChange={() => toggle(concept.id)}
              />
              {concept.label}
            </label>
          ))}
        </div>
      </fieldset>
      {status.kind === 'saved' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {READING_SAVED}
        </p>
      ) : null}
      {status.kind === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{status.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={picked === null || correct.isPending} onClick={() => save(picked)}>
          Save reading
        </Button>
        {data.chosen ? (
          <Button type="button" variant="outline" disabled={correct.isPending} onClick={() => save(null)}>
            Read it from my description again
          </Button>
        ) : null}
      </div>
    </section>
  );
}
