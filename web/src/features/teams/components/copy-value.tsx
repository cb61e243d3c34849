import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** A value to paste elsewhere (a DNS record, an identity provider's settings): shown whole, with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied.`);
    } catch {
      toast.error('Copy failed: select the text and copy it yourself.');
    }
  }
  // A fieldset (not a div) names the pair for assistive technology; min-w-0 lets a long value wrap at 375 px.
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1.5 text-sm break-all">{value}</code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={copy}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </Button>
      </div>
    </fieldset>
  );
}
