import { Resolver } from 'node:dns/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from './fake-dns.ts';

let dns: FakeDns;
let resolver: Resolver;
beforeAll(async () => {
  dns = await startFakeDns({ controlPort: 0 });
  resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([dns.server]);
});
afterEach(() => dns.clear());
afterAll(() => dns.close());

describe('the fake DNS server', () => {
  it('answers TXT questions from its records, whatever the case of the name', async () => {
    dns.setTxt('_10kai-challenge.Acme.test', ['10kai-verification=abc', 'v=spf1 -all']);
    expect(dns.server).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await resolver.resolveTxt('_10kai-challenge.acme.test')).toEqual([
      ['10kai-verification=abc'],
      ['v=spf1 -all'],
    ]);
  });

  it('splits a long value into 255-byte strings, as a TXT record holds them', async () => {
    const long = `10kai-verification=${'x'.repeat(400)}`;
    dns.setTxt('long.acme.test', [long]);
    const [record] = await resolver.resolveTxt('long.acme.test');
    expect(record!.map((piece) => piece.length)).toEqual([255, long.length - 255]);
    expect(record!.join('')).toBe(long);
  });

  it('says NXDOMAIN for a name it holds nothing for, and no data for another type', async () => {
    await expect(resolver.resolveTxt('_10kai-challenge.nobody.test')).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
    dns.setTxt('acme.test', ['hello']);
    await expect(resolver.resolve4('acme.test')).rejects.toMatchObject({ code: 'ENODATA' });
    dns.clear();
    await expect(resolver.resolveTxt('acme.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('lets a person publish a record on its control page (form or JSON) and lists it', async () => {
    const form = await fetch(`${dns.controlUrl}/records`, {
      method: 'POST',
      body: new URLSearchParams({ name: '_10kai-challenge.demo.test.', value: '10kai-verification=form' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    const json = await fetch(`${dns.controlUrl}/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '_10kai-challenge.demo.test', value: '10kai-verification=json' }),
    });
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({
      name: '_10kai-challenge.demo.test',
      values: ['10kai-verification=form', '10kai-verification=json'],
    });
    expect(await resolver.resolveTxt('_10kai-challenge.demo.test')).toEqual([
      ['10kai-verification=form'],
      ['10kai-verification=json'],
    ]);
    const page = await (await fetch(dns.controlUrl!)).text();
    expect(page).toContain('<form method="post" action="/records">');
    expect(page).toContain('10kai-verification=json');
  });

  it('refuses a record that is not one, and escapes what it shows', async () => {
    const badName = await fetch(`${dns.controlUrl}/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'not a name', value: 'x' }),
    });
    expect(badName.status).toBe(400);
    expect(await badName.json()).toEqual({ error: expect.stringContaining('DNS name') });
    const noValue = await fetch(`${dns.controlUrl}/records`, {
      method: 'POST',
      body: new URLSearchParams({ name: '<b>.test', value: '' }),
    });
    expect(noValue.status).toBe(400);
    expect(await noValue.text()).toContain('&#60;b&#62;.test');
    const notJson = await fetch(`${dns.controlUrl}/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);

    dns.setTxt('xss.test', ['<script>alert(1)</script>']);
    const page = await (await fetch(dns.controlUrl!)).text();
    expect(page).not.toContain('<script>');
  });
});
