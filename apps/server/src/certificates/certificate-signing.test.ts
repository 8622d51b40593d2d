import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SignedCertificate } from '@volunteering/shared/certificate-schemas';
import { canonicalPayload, createCertificateSigner, qrText } from './certificate-signing.ts';

const certificate: SignedCertificate = {
  v: 1,
  id: '3f1c2a4e-8b1d-4c2e-9f00-1234567890ab',
  name: 'নুসরাত জাহান',
  hours: 6.5,
  events: 2,
  title: null,
  organizations: ['Clean Rivers Dhaka'],
  from: '2026-01-01',
  to: '2026-12-31',
  issuer: 'https://hub.example.org',
  issuedAt: '2026-04-01T08:00:00.000Z',
};

describe('a certificate’s signature', () => {
  it('signs the canonical bytes: the keys in their fixed order, whatever order the object was written in', () => {
    const shuffled = Object.fromEntries(Object.entries(certificate).reverse()) as SignedCertificate;
    expect(canonicalPayload(shuffled).equals(canonicalPayload(certificate))).toBe(true);
    expect(canonicalPayload(certificate).toString('utf8')).toBe(
      '{"v":1,"id":"3f1c2a4e-8b1d-4c2e-9f00-1234567890ab","name":"নুসরাত জাহান","hours":6.5,"events":2,"title":null,' +
        '"organizations":["Clean Rivers Dhaka"],"from":"2026-01-01","to":"2026-12-31","issuer":"https://hub.example.org","issuedAt":"2026-04-01T08:00:00.000Z"}',
    );
  });

  it('the QR code’s text carries the bytes and a signature the published PEM checks (node:crypto, not our code)', () => {
    const signer = createCertificateSigner(randomBytes(32));
    const payload = canonicalPayload(certificate);
    const text = qrText('https://hub.example.org/verify/3f1c2a4e-8b1d-4c2e-9f00-1234567890ab', payload.toString('utf8'), signer.sign(payload));
    const [address, fragment] = text.split('#');
    expect(address).toBe('https://hub.example.org/verify/3f1c2a4e-8b1d-4c2e-9f00-1234567890ab');
    const [carried, signature] = fragment!.split('.').map((part) => Buffer.from(part, 'base64url'));
    expect(carried!.equals(payload)).toBe(true);
    const key = createPublicKey(signer.key.pem);
    expect(verify(null, carried!, key, signature!)).toBe(true);
    expect(Buffer.from(signer.key.publicKey, 'base64url')).toHaveLength(32);
    // Another key does not check it.
    expect(verify(null, carried!, createPublicKey(createCertificateSigner(randomBytes(32)).key.pem), signature!)).toBe(false);
  });
});
