import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The centred card shared by the sign-in, reset and callback pages, with the logo linking home. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Brand className="mb-6 text-xl" />
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold leading-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
