import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import bnUploads from '../../../packages/shared/src/texts/bn/uploads.json' with { type: 'json' };
import { GALLERY_PICTURES } from '@volunteering/shared/site-pictures';
import { media, uploads, user } from '../src/db/schema.ts';
import { as, buildTestApp, createEvent, createUser, eventInput, type TestUser } from './helpers/build.ts';
import { refusal } from './helpers/answers.ts';

const app = await buildTestApp();
const HOUR = 3600_000;

/** A multipart/form-data body with one file part, as a browser's form sends it. */
function form(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----vh${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(who: TestUser | undefined, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const body = form(bytes, filename, contentType);
  return app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...(who ? as(who) : {}) } });
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } });

/** A real PNG of `width` × `height` black pixels, one bit each: 48 KB for 20000 × 20000, made in a blink. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey); deflate, filter 0, no interlace
  // Each row: its filter byte (none) and width / 8 bytes of zero bits.
  const rows = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('POST /api/uploads', () => {
  it('judges the type by the content: a PNG named .jpg is taken, a text file named .jpg is 415', async () => {
    const owner = await createUser(app);
    const png = await picture(2000, 1000).png().toBuffer();
    const res = await upload(owner, png, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ url: `/media/${body.id}/800.webp`, width: 2000, height: 1000, widths: [400, 800, 1600] });
    expect(body.placeholder).toMatch(/^data:image\/webp;base64,/);

    const text = await upload(owner, Buffer.from('Not a picture at all, only words.\n'), 'photo.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(refusal(uploadTexts, 'wrongType'));

    // JPEG's first bytes and nothing a decoder can read.
    const fake = await upload(owner, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    expect(fake.statusCode).toBe(415);
  });

  it('stores 400, 800 and 1600 px in WebP and JPEG and up to 800 px in AVIF, never wider than the picture', async () => {
    const owner = await createUser(app);
    const big = (await upload(owner, await picture(2400, 1200).webp().toBuffer(), 'a.webp', 'image/webp')).json();
    const rows = await app.db.select({ width: media.width, format: media.format, bytes: media.bytes }).from(media).where(eq(media.uploadId, big.id));
    expect(rows.map((r) => `${r.width}.${r.format}`).sort()).toEqual([
      '1600.jpeg',
      '1600.webp',
      '400.avif',
      '400.jpeg',
      '400.webp',
      '800.avif',
      '800.jpeg',
      '800.webp',
    ]);
    // The 1600 px AVIF is answered with the 800 px one.
    const avif1600 = await app.inject({ url: `/media/${big.id}/1600.avif` });
    expect([avif1600.statusCode, (await sharp(avif1600.rawPayload).metadata()).width]).toEqual([200, 800]);
    for (const row of rows) {
      const meta = await sharp(row.bytes).metadata();
      expect(meta.width).toBe(row.width);
      expect(meta.height).toBe(row.width / 2);
      expect(meta.format).toBe(row.format === 'avif' ? 'heif' : row.format);
      if (row.format === 'avif') expect(meta.compression).toBe('av1');
    }

    const medium = (await upload(owner, await picture(1000, 500).jpeg().toBuffer())).json();
    expect(medium).toMatchObject({ width: 1000, widths: [400, 800], url: `/media/${medium.id}/800.webp` });
    // Never upscaled: 1600 is answered with the 800 (pages ask for every width; see below).
    expect((await sharp((await app.inject({ url: `/media/${medium.id}/1600.webp` })).rawPayload).metadata()).width).toBe(800);

    const small = (await upload(owner, await picture(300, 200).png().toBuffer(), 'x.png', 'image/png')).json();
    expect(small).toMatchObject({ width: 300, height: 200, widths: [300], url: `/media/${small.id}/300.webp` });
    const served = await app.inject({ url: `/media/${small.id}/300.jpeg` });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    expect((await sharp((await app.inject({ url: `/media/${small.id}/400.webp` })).rawPayload).metadata()).width).toBe(300);

    const avif = await upload(owner, await picture(500, 500).avif().toBuffer(), 'a.avif', 'image/avif');
    expect(avif.statusCode).toBe(201);
    expect(avif.json().widths).toEqual([400]);
  });

  it('applies the orientation and leaves no EXIF or GPS in any file it serves', async () => {
    const owner = await createUser(app);
    // 600 × 400 stored, EXIF orientation 6: the picture as seen is 400 wide and 600 high.
    const withGps = await picture(600, 400)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes('PhoneMaker')).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await upload(owner, withGps);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 400, height: 600, widths: [400] });
    for (const format of ['avif', 'webp', 'jpeg']) {
      const served = await app.inject({ url: `/media/${res.json().id}/400.${format}` });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect([meta.width, meta.height]).toEqual([400, 600]);
      expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
      expect(served.rawPayload.includes('GPS')).toBe(false);
    }
  });

  it('takes a photo of several megabytes, and refuses a file over 10 MB with 413', async () => {
    const owner = await createUser(app);
    // Noise does not compress: a JPEG of a few megabytes, more than the JSON routes' 1 MB.
    const noise = Buffer.alloc(1500 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 1500, height: 1000, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect((await upload(owner, photo)).statusCode).toBe(201);

    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024, 1)]);
    const res = await upload(owner, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal(uploadTexts, 'tooLarge'));
    expect(await app.db.select().from(uploads).where(eq(uploads.ownerId, owner.id))).toHaveLength(1);
  });

  it('refuses a picture of more than 50 megapixels with 413 by its header (a 20000 × 20000 PNG), storing nothing', async () => {
    const owner = await createUser(app);
    const png = blackPng(20_000, 20_000);
    // A sound picture, only far too big: 400 megapixels.
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    const res = await upload(owner, png, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal(uploadTexts, 'tooManyPixels'));
    expect(await app.db.select().from(uploads).where(eq(uploads.ownerId, owner.id))).toHaveLength(0);
    // The same picture at a size that fits is taken.
    expect((await upload(owner, blackPng(2000, 1000), 'fits.png', 'image/png')).statusCode).toBe(201);
  });

  it('refuses an account whose pictures fill its quota (200 MB by default)', async () => {
    const owner = await createUser(app);
    const jpeg = await picture(900, 600).jpeg().toBuffer();
    await app.db.insert(uploads).values({ ownerId: owner.id, width: 1, height: 1, widths: [1], bytes: 200 * 1024 * 1024, placeholder: '' });
    const full = await upload(owner, jpeg);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual(refusal(uploadTexts, 'quotaFull'));

    // Just under the quota: the new picture's files would pass it.
    await app.db
      .update(uploads)
      .set({ bytes: 200 * 1024 * 1024 - 100 })
      .where(eq(uploads.ownerId, owner.id));
    expect((await upload(owner, jpeg)).statusCode).toBe(413);

    // Another account is not held back by it.
    expect((await upload(await createUser(app), jpeg)).statusCode).toBe(201);
  });

  it('needs a signed-in account with a confirmed address', async () => {
    const jpeg = await picture(500, 300).jpeg().toBuffer();
    const nobody = await upload(undefined, jpeg);
    expect(nobody.statusCode).toBe(401);

    const unconfirmed = await createUser(app);
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    // Written behind the app's back: its session cache is told as the app's own writers tell it.
    app.sessions.forgetUser(unconfirmed.id);
    const refused = await upload(unconfirmed, jpeg);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect(await app.db.select().from(uploads).where(eq(uploads.ownerId, unconfirmed.id))).toHaveLength(0);
  });

  it('asks for the file under the field `file`', async () => {
    const owner = await createUser(app);
    const body = form(await picture(500, 300).jpeg().toBuffer(), 'a.jpg', 'image/jpeg', 'picture');
    const res = await app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...as(owner) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(uploadTexts, 'noFile'));
  });

  it('answers a form cut off or without its boundary with 400, in the caller’s language, storing nothing', async () => {
    const owner = await createUser(app);
    const body = form(await picture(500, 300).jpeg().toBuffer(), 'a.jpg', 'image/jpeg');
    const cut = body.payload.subarray(0, body.payload.length - 200);
    const noBoundary = { 'content-type': 'multipart/form-data' };
    for (const [payload, headers] of [
      [cut, body.headers],
      [body.payload, noBoundary],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...as(owner) } });
      expect([res.statusCode, res.json()]).toEqual([400, refusal(uploadTexts, 'incompleteUpload')]);
      const bangla = await app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...as(owner), 'accept-language': 'bn' } });
      expect([bangla.statusCode, bangla.json()]).toEqual([400, { success: false, code: 'uploads.incompleteUpload', message: bnUploads.incompleteUpload }]);
    }
    expect(await app.db.select().from(uploads).where(eq(uploads.ownerId, owner.id))).toHaveLength(0);
  });

  it('limits how many pictures an account uploads a minute (20 by default)', async () => {
    const owner = await createUser(app);
    const text = Buffer.from('words');
    for (let i = 0; i < 20; i++) expect((await upload(owner, text)).statusCode).toBe(415);
    expect((await upload(owner, text)).statusCode).toBe(429);
    expect((await upload(await createUser(app), text)).statusCode).toBe(415);
  });
});

describe('GET /media/{id}/{width}.{format}', () => {
  it('serves the bytes cached for a year with an ETag, 304 when it is known, 404 for anything else', async () => {
    const owner = await createUser(app);
    const { id } = (await upload(owner, await picture(900, 600).jpeg().toBuffer())).json();
    const res = await app.inject({ url: `/media/${id}/800.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    expect((await app.inject({ url: `/media/${id}/800.avif` })).headers['content-type']).toBe('image/avif');
    expect((await app.inject({ url: `/media/${id}/800.jpeg` })).headers['content-type']).toBe('image/jpeg');

    const again = await app.inject({ url: `/media/${id}/800.webp`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await app.inject({ url: `/media/${id}/800.webp`, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);

    for (const url of [`/media/${crypto.randomUUID()}/800.webp`, `/media/${id}/801.webp`, `/media/${id}/800.gif`, '/media/not-an-id/800.webp']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toEqual(refusal(uploadTexts, 'mediaNotFound'));
    }
  });
});

describe('the nightly cleanup', () => {
  it('removes uploads no event or profile uses once they are a day old, and keeps the rest', async () => {
    const owner = await createUser(app);
    const jpeg = await picture(500, 300).jpeg().toBuffer();
    const add = async (who = owner) => (await upload(who, jpeg)).json() as { id: string; url: string };
    const [cover, gallery, profile, unused] = [await add(), await add(), await add(), await add()];
    // Events take https addresses: the site's own, whatever its host.
    const site = 'https://volunteers.example.org';
    await createEvent(app, owner, { imageUrl: `${site}${cover.url}`, images: [`${site}${gallery.url}`] });
    await app.db.update(user).set({ image: profile.url }).where(eq(user.id, owner.id));

    // Nothing is a day old yet: whatever runs now removes nothing.
    app.clock.advance(2 * HOUR);
    await app.jobs.runDue();
    app.clock.advance(24 * HOUR);
    // (A new account: the first one's access token has expired by now.)
    const later = await createUser(app);
    const fresh = await add(later);
    await app.jobs.runDue();
    const left = async () =>
      new Set(
        (
          await app.db
            .select({ id: uploads.id })
            .from(uploads)
            .where(inArray(uploads.ownerId, [owner.id, later.id]))
        ).map((r) => r.id),
      );
    expect(await left()).toEqual(new Set([cover.id, gallery.id, profile.id, fresh.id]));
    expect((await app.inject({ url: unused.url })).statusCode).toBe(404);
    expect(await app.db.select().from(media).where(eq(media.uploadId, unused.id))).toHaveLength(0);
    expect((await app.inject({ url: cover.url })).statusCode).toBe(200);

    // A night later the fresh one, still unused, goes too.
    app.clock.advance(25 * HOUR);
    await app.jobs.runDue();
    expect(await left()).toEqual(new Set([cover.id, gallery.id, profile.id]));
  });
});

describe('a width the picture was too small for', () => {
  it('is answered with its largest stored width, so pages may ask for every width', async () => {
    const owner = await createUser(app);
    const stored = (await upload(owner, await picture(1000, 600).jpeg().toBuffer())).json() as { id: string; widths: number[] };
    expect(stored.widths).not.toContain(1600);
    const largest = stored.widths.at(-1)!;
    const wide = await app.inject({ method: 'GET', url: `/media/${stored.id}/1600.webp` });
    const own = await app.inject({ method: 'GET', url: `/media/${stored.id}/${largest}.webp` });
    expect(wide.statusCode).toBe(200);
    expect(wide.rawPayload.equals(own.rawPayload)).toBe(true);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(largest);
    // Only the widths pages ask for: any other is not there.
    expect((await app.inject({ method: 'GET', url: `/media/${stored.id}/1200.webp` })).statusCode).toBe(404);
  });
});

describe('an uploaded picture in the forms', () => {
  it('is an event cover and a profile photo by its /media address; any other bare path is refused', async () => {
    const organizer = await createUser(app);
    const stored = (await upload(organizer, await picture(1200, 800).jpeg().toBuffer())).json() as { url: string };
    const event = await createEvent(app, organizer, { imageUrl: stored.url, images: [stored.url] });
    expect([event.imageUrl, event.images]).toEqual([stored.url, [stored.url]]);
    for (const imageUrl of ['/etc/passwd', '/media/not-an-id/800.webp', 'http://example.com/a.jpg']) {
      const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: { ...eventInput(app), imageUrl } });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().errors[0].field).toBe('imageUrl');
    }
  });
});

describe('an uploaded cover', () => {
  it('carries its blurred placeholder on the event, in the list and after an edit to another cover', async () => {
    const organizer = await createUser(app);
    const stored = (await upload(organizer, await picture(900, 600).jpeg().toBuffer())).json() as { id: string; url: string; placeholder: string };
    const event = await createEvent(app, organizer, { title: `Placeholder ${stored.id}`, imageUrl: stored.url });
    expect(event.imagePlaceholder).toBe(stored.placeholder);
    expect(stored.placeholder).toMatch(/^data:image\/webp;base64,/);
    const listed = (await app.inject({ url: `/api/events?q=${encodeURIComponent(`Placeholder ${stored.id}`)}` })).json() as { imagePlaceholder?: string }[];
    expect(listed[0]!.imagePlaceholder).toBe(stored.placeholder);
    // A cover from elsewhere has none.
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/events/my-events/${event._id}`,
      headers: as(organizer),
      payload: eventInput(app, { imageUrl: 'https://images.example.com/elsewhere.jpg' }),
    });
    expect(edited.statusCode).toBe(200);
    const page = (await app.inject({ url: `/api/events/${event._id}` })).json() as { imageUrl: string; imagePlaceholder?: string };
    expect(page.imageUrl).toBe('https://images.example.com/elsewhere.jpg');
    expect(page.imagePlaceholder).toBeUndefined();
  });
});

describe("the product's own pictures", () => {
  const [[, galleryId]] = GALLERY_PICTURES;

  it('are drawn and kept the first time they are asked for, ownerless, and served like any upload', async () => {
    const first = await app.inject({ url: `/media/${galleryId}/800.webp` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(800);
    const [row] = await app.db.select().from(uploads).where(eq(uploads.id, galleryId));
    expect(row).toMatchObject({ ownerId: null, width: 1600, widths: [400, 800, 1600] });
    const again = await app.inject({ url: `/media/${galleryId}/1600.jpeg` });
    expect([again.statusCode, again.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // Any other unknown id is still not there.
    expect((await app.inject({ url: '/media/0a1b2c3d-0000-4000-8000-000000000001/800.webp' })).statusCode).toBe(404);
  });

  it('are never removed by the nightly cleanup, though no event names them', async () => {
    expect((await app.inject({ url: `/media/${galleryId}/400.avif` })).statusCode).toBe(200);
    const owner = await createUser(app);
    await upload(owner, await picture(500, 300).jpeg().toBuffer());
    app.clock.advance(50 * HOUR);
    await app.jobs.runDue();
    app.clock.advance(25 * HOUR);
    await app.jobs.runDue();
    expect(await app.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, galleryId))).toHaveLength(1);
  });
});
