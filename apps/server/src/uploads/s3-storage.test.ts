import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, s3Location } from '../config.ts';
import { s3Storage, signatureV4, type S3Location } from './s3-storage.ts';
import type { MediaVariant } from './storage.ts';

const ACCESS_KEY = 'VOLUNTEERHUBTEST';
const SECRET_KEY = 'test/secret+key';
const REGION = 'eu-central-1';
const BUCKET = 'pictures';
/** ListObjectsV2's page size here, so three pages or more exercise continuation. */
const PAGE = 2;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Whether the request carries a valid SigV4 signature by ACCESS_KEY/SECRET_KEY, checked from the raw
 * request as an S3 server does (written apart from the signer it tests).
 */
function signatureValid(req: IncomingMessage, body: Buffer): boolean {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    req.headers.authorization ?? '',
  );
  if (!auth) return false;
  const [, accessKey, day, region, signedHeaders, signature] = auth as unknown as string[];
  const date = String(req.headers['x-amz-date'] ?? '');
  if (accessKey !== ACCESS_KEY || region !== REGION || !date.startsWith(day!)) return false;
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) if (!names.includes(required)) return false;
  // Every x-amz- header sent must be signed (S3 answers HeadersNotSigned otherwise); content-type too when sent.
  for (const name of Object.keys(req.headers)) if ((name.startsWith('x-amz-') || name === 'content-type') && !names.includes(name)) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256(body)) return false;
  const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?') as [string, string?];
  const canonicalPath = rawPath
    .split('/')
    .map((segment) => rfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => rfc3986(decodeURIComponent(part ?? ''))))
    .map(([name, value = '']) => `${name}=${value}`)
    .sort()
    .join('&');
  const headerLines = names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [req.method, canonicalPath, canonicalQuery, headerLines, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, day!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}

type StoredObject = { bytes: Buffer; contentType: string | undefined; meta: Record<string, string> };

/** A tiny in-memory S3: PUT, GET, DELETE of objects and ListObjectsV2, path-style, SigV4 checked. */
function fakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const xmlError = (res: ServerResponse, status: number, code: string) =>
    res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      const [bucket, ...keyParts] = url.pathname.slice(1).split('/').map(decodeURIComponent);
      const key = keyParts.join('/');
      requests.push(`${req.method} ${key || url.search}`);
      if (!signatureValid(req, body)) return xmlError(res, 403, 'SignatureDoesNotMatch');
      if (bucket !== BUCKET) return xmlError(res, 404, 'NoSuchBucket');
      if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const after = url.searchParams.get('continuation-token');
        const all = [...objects.keys()].filter((each) => each.startsWith(prefix)).sort();
        const from = after ? all.findIndex((each) => each > Buffer.from(after, 'base64url').toString()) : 0;
        const page = from < 0 ? [] : all.slice(from, from + PAGE);
        const truncated = from >= 0 && from + PAGE < all.length;
        const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '';
        const contents = page.map((each) => `<Contents><Key>${escape(each)}</Key></Contents>`).join('');
        return res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${BUCKET}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
          );
      }
      if (req.method === 'PUT' && key) {
        const meta = Object.fromEntries(
          Object.entries(req.headers)
            .filter(([name]) => name.startsWith('x-amz-meta-'))
            .map(([name, value]) => [name, String(value)]),
        );
        objects.set(key, { bytes: body, contentType: req.headers['content-type'], meta });
        return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      }
      if (req.method === 'GET' && key) {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, 'NoSuchKey');
        return res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', ...object.meta }).end(object.bytes);
      }
      if (req.method === 'DELETE' && key) {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      return xmlError(res, 405, 'MethodNotAllowed');
    });
  });
  return { server, objects, requests };
}

const s3 = fakeS3();
let location: S3Location;

beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const { port } = s3.server.address() as AddressInfo;
  location = s3Location(`http://${ACCESS_KEY}:${encodeURIComponent(SECRET_KEY)}@127.0.0.1:${port}/${BUCKET}/volunteer-hub/media?region=${REGION}`)!;
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));
beforeEach(() => {
  s3.objects.clear();
  s3.requests.length = 0;
});

const variant = (uploadId: string, width: number, format: MediaVariant['format']): MediaVariant => {
  const bytes = Buffer.from(`${uploadId} ${width} ${format} ${'x'.repeat(width)}`);
  return { uploadId, width, format, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, bytes };
};

describe('s3Storage', () => {
  it('put then get returns the same bytes and etag', async () => {
    const storage = s3Storage(location);
    expect(storage.deletedWithUpload).toBe(false);
    const stored = variant(randomUUID(), 800, 'webp');
    await storage.put(stored);
    const read = await storage.get(stored.uploadId, 800, 'webp');
    expect(read).toEqual(stored);
    expect(Buffer.isBuffer(read!.bytes)).toBe(true);
    const object = [...s3.objects.values()][0]!;
    expect(object.contentType).toBe('image/webp');
    expect(object.meta['x-amz-meta-etag']).toBe(stored.etag);
  });

  it('get of a missing variant is undefined', async () => {
    const storage = s3Storage(location);
    const stored = variant(randomUUID(), 400, 'jpeg');
    await storage.put(stored);
    expect(await storage.get(stored.uploadId, 400, 'avif')).toBeUndefined();
    expect(await storage.get(stored.uploadId, 800, 'jpeg')).toBeUndefined();
    expect(await storage.get(randomUUID(), 400, 'jpeg')).toBeUndefined();
  });

  it('keys carry the configured prefix', async () => {
    const storage = s3Storage(location);
    const stored = variant(randomUUID(), 1600, 'avif');
    await storage.put(stored);
    expect([...s3.objects.keys()]).toEqual([`volunteer-hub/media/${stored.uploadId}/1600.avif`]);
  });

  it('delete removes every variant of one upload and none of another, across list pages', async () => {
    const storage = s3Storage(location);
    const [gone, kept] = [randomUUID(), randomUUID()];
    for (const uploadId of [gone, kept])
      for (const width of [400, 800, 1600]) for (const format of ['avif', 'webp', 'jpeg'] as const) await storage.put(variant(uploadId, width, format));
    expect(s3.objects.size).toBe(18);
    s3.requests.length = 0;
    await storage.delete(gone);
    // Nine keys at two a page: five list pages, each after the first continuing from a token.
    const lists = s3.requests.filter((request) => request.startsWith('GET ?'));
    expect(lists).toHaveLength(5);
    expect(lists.slice(1).every((request) => request.includes('continuation-token='))).toBe(true);
    expect(s3.requests.filter((request) => request.startsWith('DELETE '))).toHaveLength(9);
    expect([...s3.objects.keys()].every((key) => key.startsWith(`volunteer-hub/media/${kept}/`))).toBe(true);
    expect(s3.objects.size).toBe(9);
    expect(await storage.get(gone, 800, 'webp')).toBeUndefined();
    expect(await storage.get(kept, 800, 'webp')).toEqual(variant(kept, 800, 'webp'));
    // Nothing left is nothing to do.
    await storage.delete(gone);
  });

  it('a wrong secret makes put throw, naming the status and never the secret', async () => {
    const storage = s3Storage({ ...location, secretAccessKey: 'not-the-secret' });
    const error = await storage.put(variant(randomUUID(), 400, 'webp')).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/PUT .*403 SignatureDoesNotMatch/);
    expect((error as Error).message).not.toContain('not-the-secret');
    expect(s3.objects.size).toBe(0);
    await expect(storage.get(randomUUID(), 400, 'webp')).rejects.toThrow(/403/);
    await expect(storage.delete(randomUUID())).rejects.toThrow(/403/);
  });

  it("signs AWS's published SigV4 example (GET object with a Range)", () => {
    // "Examples: Signature Calculations in AWS Signature Version 4", S3 API reference: GET object.
    const authorization = signatureV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3_URL', () => {
  it('is read into the endpoint, bucket, prefix, region and percent-decoded keys', () => {
    expect(s3Location('https://AKIA%2B1:wJal%2FK7%2BMD%40x@s3.example.com/bucket-name/optional/prefix?region=eu-central-1')).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'bucket-name',
      prefix: 'optional/prefix/',
      region: 'eu-central-1',
      accessKeyId: 'AKIA+1',
      secretAccessKey: 'wJal/K7+MD@x',
    });
    expect(s3Location('http://key:secret@127.0.0.1:9000/pictures/')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'pictures',
      prefix: '',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(s3Location(undefined)).toBeUndefined();
    expect(s3Location('')).toBeUndefined();
  });

  it('is the storage loadConfig chooses, unset by default', () => {
    const env = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' };
    expect(loadConfig(env).s3).toBeUndefined();
    expect(loadConfig({ ...env, S3_URL: 'https://k:s@s3.example.com/b' }).s3?.bucket).toBe('b');
  });

  it.each([
    ['not an address', 'is not an address'],
    ['ftp://key:hunter2secret@host/bucket', 'must start with https://'],
    ['https://host/bucket', 'must name the access key and the secret key'],
    ['https://key@host/bucket', 'must name the access key and the secret key'],
    ['https://key:hunter2secret@host', 'must name the bucket'],
    ['https://key:hunter2secret@host/bucket?regoin=eu', 'unknown setting "regoin"'],
    ['https://key:hunter2%ZZsecret@host/bucket', 'malformed %-escape in the secret key'],
  ])('refuses %s at start, without repeating the secret', (value, why) => {
    const error = (() => {
      try {
        loadConfig({ AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent', S3_URL: value });
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error?.message).toContain(why);
    expect(error?.message).not.toContain('hunter2');
    expect(error?.cause).toBeUndefined();
  });
});
