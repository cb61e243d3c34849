import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the change does: said before it is made. */
  description: ReactNode;
  confirmLabel: string;
  /** The button's text while the change is on its way. */
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog so the person can cancel or try again. */
  error?: Error | null;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A change that needs a "yes": title, what it does, Cancel, and the confirming button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.error && <p role="alert">{props.error.message}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant={props.destructive ? 'destructive' : 'default'}
            disabled={props.pending}
            onClick={props.onConfirm}
          >
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
