import { createHash, createHmac } from 'node:crypto';
import type { MediaFormat } from '@volunteering/shared/media-path';
import { MEDIA_CONTENT_TYPES } from '@volunteering/shared/upload-schemas';
import type { MediaStorage, MediaVariant } from './storage.ts';

/** Where pictures go on S3-compatible storage: what S3_URL names (config.ts reads it). */
export type S3Location = {
  /** `https://host[:port]`, addressed path-style: `{endpoint}/{bucket}/{key}`. */
  endpoint: string;
  bucket: string;
  /** Put before every key: empty, or ending in `/`. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const EMPTY_HASH = createHash('sha256').update('').digest('hex');
/** A store that does not answer within this is an error, not a request left hanging. */
const TIMEOUT_MS = 30_000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding, what SigV4 expects of a path segment, a query name or value. */
export const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A query string as SigV4 signs it: each name and value encoded, sorted by name, then value. */
const canonicalQuery = (pairs: Iterable<[string, string]>) =>
  [...pairs]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

/** `20130524T000000Z`, the form of x-amz-date. */
export const amzDate = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * The Authorization header of AWS Signature Version 4 for a request whose path and query are
 * already encoded. Every header in `headers` is signed (it must include `host`,
 * `x-amz-content-sha256` and `x-amz-date`).
 */
export function signatureV4(
  request: { method: string; url: URL; headers: Record<string, string> },
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  service = 's3',
): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const date = request.headers['x-amz-date'] ?? '';
  const canonical = [
    request.method,
    request.url.pathname,
    canonicalQuery(request.url.searchParams),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.headers['x-amz-content-sha256'] ?? EMPTY_HASH,
  ].join('\n');
  const scope = `${date.slice(0, 8)}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date.slice(0, 8));
  for (const part of [credentials.region, service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** The ETag processing.ts gives a file, for an object stored without its x-amz-meta-etag. */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (XML_ENTITIES[name] ?? whole),
  );

/**
 * Pictures' files as objects `{prefix}{uploadId}/{width}.{format}` in an S3-compatible bucket
 * (decision 037): AWS, MinIO, Garage, Ceph, R2. Plain fetch signed with SigV4; the bucket needs no
 * public access, since /media serves the files.
 */
export function s3Storage(location: S3Location): MediaStorage {
  const { endpoint, bucket, prefix } = location;
  const credentials = { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey, region: location.region };
  const objectKey = (uploadId: string, width: number, format: MediaFormat) => `${prefix}${uploadId}/${width}.${format}`;

  async function send(method: string, key: string | undefined, opts: { query?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {}) {
    const path = [bucket, ...(key === undefined ? [] : key.split('/'))].map(uriEncode).join('/');
    const url = new URL(`${endpoint}/${path}`);
    // Sent as signed, so the store's canonical form is ours.
    url.search = canonicalQuery(Object.entries(opts.query ?? {}));
    const headers: Record<string, string> = {
      ...opts.headers,
      'x-amz-content-sha256': opts.body ? sha256(opts.body) : EMPTY_HASH,
      'x-amz-date': amzDate(new Date()),
    };
    // fetch sends Host itself, from the same URL.
    const authorization = signatureV4({ method, url, headers: { ...headers, host: url.host } }, credentials);
    return fetch(url, {
      method,
      headers: { ...headers, authorization },
      body: opts.body ? new Uint8Array(opts.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  /** An error naming what was asked and the store's answer (its status and S3 error code), never a credential. */
  async function refused(method: string, what: string, response: Response): Promise<Error> {
    const code = /<Code>([^<]*)<\/Code>/.exec(await response.text().catch(() => ''))?.[1];
    return new Error(`S3 storage: ${method} ${what} answered ${response.status}${code ? ` ${code}` : ''}`);
  }

  return {
    deletedWithUpload: false,
    async put(variant) {
      const key = objectKey(variant.uploadId, variant.width, variant.format);
      const response = await send('PUT', key, {
        body: variant.bytes,
        headers: { 'content-type': MEDIA_CONTENT_TYPES[variant.format], 'x-amz-meta-etag': variant.etag },
      });
      if (!response.ok) throw await refused('PUT', key, response);
      await response.body?.cancel();
    },
    async get(uploadId, width, format): Promise<MediaVariant | undefined> {
      const key = objectKey(uploadId, width, format);
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await refused('GET', key, response);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { uploadId, width, format, etag: response.headers.get('x-amz-meta-etag') ?? etagOf(bytes), bytes };
    },
    async delete(uploadId) {
      const folder = `${prefix}${uploadId}/`;
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix: folder };
        if (token) query['continuation-token'] = token;
        const response = await send('GET', undefined, { query });
        if (!response.ok) throw await refused('LIST', folder, response);
        const xml = await response.text();
        for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(key!));
        const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
        const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        token = truncated && next ? unescapeXml(next) : undefined;
      } while (token);
      for (const key of keys) {
        const response = await send('DELETE', key);
        // Already gone is as good as removed.
        if (!response.ok && response.status !== 404) throw await refused('DELETE', key, response);
        await response.body?.cancel();
      }
    },
  };
}
