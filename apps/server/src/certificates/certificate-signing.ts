import { createHash } from 'node:crypto';
import * as ed from '@noble/ed25519';
import { SIGNED_KEYS, type CertificateKey, type SignedCertificate } from '@volunteering/shared/certificate-schemas';

// What a certificate's QR code carries (decision 069): its content as canonical JSON, signed with
// Ed25519. @noble/ed25519 signs; its synchronous calls need SHA-512, given here from node:crypto.
ed.hashes.sha512 = (message) => createHash('sha512').update(message).digest();

/** An Ed25519 public key as SubjectPublicKeyInfo (RFC 8410): this prefix, then the 32 raw bytes. */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * The bytes that are signed: JSON.stringify of the fields in SIGNED_KEYS' order, without spaces,
 * as UTF-8. Anyone rebuilding them from the JSON answer writes the same bytes.
 */
export function canonicalPayload(certificate: SignedCertificate): Buffer {
  const ordered = Object.fromEntries(SIGNED_KEYS.map((key) => [key, certificate[key]]));
  return Buffer.from(JSON.stringify(ordered), 'utf8');
}

export type CertificateSigner = {
  /** The signature of `bytes`, base64url. */
  sign: (bytes: Uint8Array) => string;
  /** What /verify/key publishes. */
  key: CertificateKey;
};

export function createCertificateSigner(secretKey: Uint8Array): CertificateSigner {
  const publicKey = Buffer.from(ed.getPublicKey(secretKey));
  const der = Buffer.concat([SPKI_PREFIX, publicKey]).toString('base64');
  return {
    sign: (bytes) => Buffer.from(ed.sign(bytes, secretKey)).toString('base64url'),
    key: {
      algorithm: 'Ed25519',
      publicKey: publicKey.toString('base64url'),
      publicKeyHex: publicKey.toString('hex'),
      pem: `-----BEGIN PUBLIC KEY-----\n${der}\n-----END PUBLIC KEY-----\n`,
    },
  };
}

/** The QR code's text: the verify page's address, the payload and signature after its `#` (never sent to a server). */
export function qrText(verifyUrl: string, payload: string, signature: string): string {
  return `${verifyUrl}#${Buffer.from(payload, 'utf8').toString('base64url')}.${signature}`;
}
