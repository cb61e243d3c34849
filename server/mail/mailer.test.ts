import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { latestMail, readOutbox } from './outbox.ts';
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from './templates.ts';

function memoryLog() {
  const lines: string[] = [];
  const write = (obj: object, msg: string) => lines.push(JSON.stringify({ ...obj, msg }));
  return { lines, log: { info: write, error: write } };
}

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message. */
function startSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), '10kai-mail-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('templates', () => {
  it('puts the link in text, html and links, and escapes html', () => {
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fauth%2Fcallback';
    const mail = verifyEmailMail({ url, name: '<b>Ann</b>' });
    expect(mail.links).toEqual([url]);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('token=abc&amp;callbackURL');
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ann</b>');
  });

  it('has a reset and a password-changed message', () => {
    expect(resetPasswordMail({ url: 'http://x/reset' }).subject).toMatch(/reset/i);
    const changed = passwordChangedMail({});
    expect(changed.subject).toMatch(/password was changed/);
    expect(changed.links).toEqual([]);
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('keeps each message as a JSON file and logs it without the link', async () => {
    const { lines, log } = memoryLog();
    const mailer = createMailer({ dataDir, from: '10Kai <no-reply@10kai.test>', log });
    expect(mailer.mode).toBe('outbox');
    const url = 'http://localhost:3000/reset-password?token=SECRET-TOKEN-123';
    await mailer.send({ to: 'ann@example.com', ...resetPasswordMail({ url }) });
    await mailer.send({ to: 'bob@example.com', ...passwordChangedMail({}) });

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    const messages = await readOutbox(dataDir);
    expect(messages.map((m) => m.to)).toEqual(['ann@example.com', 'bob@example.com']);
    expect(messages[0]?.links).toEqual([url]);
    expect((await latestMail(dataDir, 'ANN@example.com', 'Reset'))?.links[0]).toBe(url);

    expect(lines).toHaveLength(2);
    expect(messages[0]?.replyTo).toBeUndefined();
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN-123');
    expect(lines.join('\n')).not.toContain('ann@example.com');
  });

  it('reads messages back in sending order, also when many go out within one millisecond', async () => {
    const { log } = memoryLog();
    const mailer = createMailer({ dataDir, from: '10Kai <no-reply@10kai.test>', log });
    const sent = Array.from({ length: 30 }, (_, i) => `user${i}@example.com`);
    for (const to of sent) await mailer.send({ to, ...passwordChangedMail({}) });
    expect((await readOutbox(dataDir)).map((m) => m.to)).toEqual(sent);
  });

  it('keeps the Reply-To address', async () => {
    const mailer = createMailer({ dataDir, from: '10Kai <no-reply@10kai.test>', log: memoryLog().log });
    await mailer.send({ to: 'sales@10kai.test', replyTo: 'ann@example.com', ...passwordChangedMail({}) });
    expect((await readOutbox(dataDir))[0]?.replyTo).toBe('ann@example.com');
  });

  it('reads an empty outbox as no messages', async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
  });
});

describe('SMTP mailer (SMTP_URL set)', () => {
  it('delivers through SMTP and writes no outbox file', async () => {
    const smtp = await startSmtpServer();
    try {
      const { log } = memoryLog();
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'no-reply@10kai.test',
        dataDir,
        log,
      });
      expect(mailer.mode).toBe('smtp');
      await mailer.send({ to: 'ann@example.com', ...verifyEmailMail({ url: 'http://x/verify?token=t1' }) });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: ann@example.com');
      expect(smtp.received[0]).toContain('http://x/verify?token=t1');
      expect(await readOutbox(dataDir)).toEqual([]);
      // Extra headers (the alert mails' RFC 8058 one-click unsubscribe) go out with the message.
      await mailer.send({
        to: 'ann@example.com',
        ...verifyEmailMail({ url: 'http://x/verify?token=t2' }),
        headers: {
          'List-Unsubscribe': '<http://x/api/alerts/unsubscribe?token=u1>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect(smtp.received[1]).toContain('List-Unsubscribe: <http://x/api/alerts/unsubscribe?token=u1>');
      expect(smtp.received[1]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      // A contact form's message to sales is answered to its writer.
      await mailer.send({ to: 'sales@10kai.test', replyTo: 'ann@example.com', ...passwordChangedMail({}) });
      expect(smtp.received[2]).toContain('Reply-To: ann@example.com');
    } finally {
      smtp.server.close();
    }
  });

  it('throws when delivery fails and never logs the SMTP password', async () => {
    const { lines, log } = memoryLog();
    const mailer = createMailer({
      smtpUrl: 'smtp://user:hunter2-secret@127.0.0.1:1',
      from: 'no-reply@10kai.test',
      dataDir,
      log,
    });
    await expect(mailer.send({ to: 'ann@example.com', ...passwordChangedMail({}) })).rejects.toThrow(
      'Sending e-mail failed',
    );
    expect(lines.join('\n')).toContain('mail failed');
    expect(lines.join('\n')).not.toContain('hunter2-secret');
  });
});
