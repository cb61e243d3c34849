import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { outboxDir } from './mailer.ts';

const outboxMessageSchema = z.object({
  to: z.string(),
  from: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  headers: z.record(z.string(), z.string()).optional(),
  sentAt: z.string(),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Every message in the outbox, oldest first (used by tests and the e2e suite to follow links). */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return [];
    throw err;
  }
  const messages = await Promise.all(
    names.map(async (name) =>
      outboxMessageSchema.parse(JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
    ),
  );
  return messages;
}

/** The newest message to `to` whose subject contains `subjectPart`, if any. */
export async function latestMail(
  dataDir: string,
  to: string,
  subjectPart: string,
): Promise<OutboxMessage | undefined> {
  const messages = await readOutbox(dataDir);
  return messages
    .filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.subject.includes(subjectPart))
    .at(-1);
}
