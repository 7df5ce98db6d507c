import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software passkey for the service tests: what a platform authenticator and the browser
// together answer to navigator.credentials.create() and .get(), built from node:crypto (an
// ES256 key) and the server library's own CBOR encoder. The e2e journeys use Chromium's
// virtual authenticator instead.
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export function createSoftAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  let userHandle = '';

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
  function authenticatorData(flags: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  return {
    credentialId: b64url(credentialId),

    /** The answer to registration options (attestation "none"). */
    register(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, isoCBOR.encode(coseKey)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(0x45, attested)],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** The answer to authentication options, signed with the passkey's key. */
    assert(options: { challenge: string }) {
      const data = authenticatorData(0x05);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
