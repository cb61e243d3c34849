import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CardTitle>{title}</CardTitle>
        <CardDescription>This part of the company profile is on its way.</CardDescription>
      </CardHeader>
    </Card>
  );
}
