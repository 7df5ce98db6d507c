import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the server must read again later (an authenticator app's shared secret) are kept
// sealed with AES-256-GCM, under a key derived from AUTH_SECRET for that one purpose, so a
// copy of the database alone does not give them away. Format: v1.<iv>.<ciphertext>.<tag>.
export function createSecretBox(authSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'reelboard', `secret-box:${purpose}`, 32));

  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(sealed: string): string {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !data || !tag) throw new Error('sealed secret has an unknown format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
