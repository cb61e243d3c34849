import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** The `Invalid request: …` text: the first five issues, each with its field path. */
export function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses a JSON body against a schema: malformed JSON → 400, wrong shape → 400 naming the fields. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Content-Type must be application/json.');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof AppError || (error as { status?: number }).status === 413) throw error;
    throw new AppError('MALFORMED_JSON', 400, 'Malformed JSON body.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', 400, `Invalid request: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', 400, `Invalid request: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

export function readParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw new AppError('NOT_FOUND', 404, 'Not found');
  return parsed.data;
}
