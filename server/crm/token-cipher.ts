import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenCipher {
  /** `context` (e.g. user, provider, field) is authenticated, not stored: a value moved to another row won't open. */
  seal(plaintext: string, context?: string): string;
  open(sealed: string, context?: string): string;
}

/** `CRM_TOKEN_KEY` (64 hex or base64 of 32 bytes) when set; else a key derived from the auth secret with HKDF. */
export function crmTokenKey(configured: string | undefined, secret: string): Buffer {
  if (configured) {
    const key = /^[0-9a-fA-F]{64}$/.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('CRM_TOKEN_KEY must be 32 bytes');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', secret, '10kai', '10kai:crm-token-key:v1', 32));
}

/**
 * AES-256-GCM with a fresh 96-bit IV per token, stored as `v1.iv.ciphertext+tag` (base64url). The authentication
 * tag makes a tampered or foreign value fail to open instead of decrypting to garbage.
 */
export function createTokenCipher(key: Buffer): TokenCipher {
  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, context = '') {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== VERSION || !ivText || !bodyText) throw new Error('not a sealed CRM token');
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
