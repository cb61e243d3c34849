import { describe, expect, it } from 'vitest';
import { assertIssuerAddress, IssuerAddressError } from './issuer-address.ts';

describe('the issuer address (no requests into our own network)', () => {
  it.each([
    'https://10.1.2.3',
    'https://172.20.0.5/realms/x',
    'https://192.168.1.10',
    'https://169.254.169.254',
    'https://127.0.0.1:8443',
    'https://[::1]',
    'https://[fd00::1]',
    'https://[::ffff:10.0.0.1]',
    'https://0.0.0.0',
    'http://8.8.8.8',
    'https://user:secret@8.8.8.8',
  ])('refuses %s', async (issuer) => {
    await expect(assertIssuerAddress(issuer, false)).rejects.toBeInstanceOf(IssuerAddressError);
  });

  it('refuses a local provider unless the operator allows one, and a name that does not resolve', async () => {
    await expect(assertIssuerAddress('http://127.0.0.1:3107', false)).rejects.toThrow(/public https/);
    await expect(assertIssuerAddress('http://localhost:3107', true)).resolves.toBeUndefined();
    await expect(assertIssuerAddress('https://no-such-host.invalid', false)).rejects.toThrow(
      /could not be found/,
    );
  });

  it('accepts a public https address', async () => {
    await expect(assertIssuerAddress('https://8.8.8.8/realms/acme', false)).resolves.toBeUndefined();
    await expect(assertIssuerAddress('https://[2606:4700:4700::1111]', false)).resolves.toBeUndefined();
  });
});
