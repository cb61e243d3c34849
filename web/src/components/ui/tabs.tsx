import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />;
}

/** True while the strip has tabs hidden past its right edge (a narrow screen): it then fades out as a cue. */
function useMoreToTheRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    // A few pixels of slack: the strip's own padding past the last tab is not a hidden tab.
    if (element) setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 8);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, more, measure };
}

/** A strip that never widens the page: too narrow for its tabs, it scrolls sideways and fades at the right edge. */
export function TabsList({ className, onScroll, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { ref, more, measure } = useMoreToTheRight();
  return (
    <TabsPrimitive.List
      ref={ref}
      data-slot="tabs-list"
      data-more={more ? 'right' : undefined}
      onScroll={(event) => {
        measure();
        onScroll?.(event);
      }}
      className={cn(
        'inline-flex h-10 w-fit min-w-0 max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground data-[more=right]:[mask-image:linear-gradient(to_right,black_80%,transparent)]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('flex-1 focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
