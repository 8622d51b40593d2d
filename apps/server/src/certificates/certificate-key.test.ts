import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { certificateKeyOf } from '../config.ts';

describe('the certificates’ signing key', () => {
  it('made once and kept in the data dir, so certificates still check after a restart', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vh-key-'));
    const first = certificateKeyOf(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect(certificateKeyOf(undefined, dataDir)).toEqual(first);
    expect(statSync(path.join(dataDir, 'certificate-signing-key')).mode & 0o777).toBe(0o600);
    expect(certificateKeyOf(undefined, mkdtempSync(path.join(tmpdir(), 'vh-key-')))).not.toEqual(first);
  });

  it('from CERTIFICATE_SIGNING_KEY in hex or base64url, refusing any other length', () => {
    const hex = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vh-key-'));
    expect(Buffer.from(certificateKeyOf(hex, dataDir)).toString('hex')).toBe(hex);
    expect(Buffer.from(certificateKeyOf(Buffer.from(hex, 'hex').toString('base64url'), dataDir)).toString('hex')).toBe(hex);
    expect(() => certificateKeyOf('too-short', dataDir)).toThrow(/32 bytes/);
  });
});
