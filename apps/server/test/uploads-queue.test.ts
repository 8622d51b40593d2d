// Issue 35: the picture queue is served round-robin by account, and one account may have only
// MAX_WAITING_PER_ACCOUNT pictures waiting. A picture held in processing by the test keeps the one
// processing slot busy while the test lines pictures up, so the order they are queued in is known.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import bnUploads from '../../../packages/shared/src/texts/bn/uploads.json' with { type: 'json' };
import { media, uploads } from '../src/db/schema.ts';
import { inTurn, MAX_WAITING_PER_ACCOUNT, waitingFor } from '../src/uploads/picture-queue.ts';
import { as, buildTestApp, createUser, type TestUser } from './helpers/build.ts';
import { refusal as answeredRefusal } from './helpers/answers.ts';

const app = await buildTestApp();

function upload(who: TestUser, bytes: Buffer, headers: Record<string, string> = {}) {
  const boundary = `----vh${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...as(who), ...headers },
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
// A phone photo's 24 megapixels (seconds to process, as the probe's were) and a small picture.
const big = await photo(6000, 4000);
const small = await photo(600, 400);

/** Holds the processing slot, as a picture of `turn` (an account's id) being processed, until `release`. */
function holdTheSlot(turn: string = crypto.randomUUID()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  void inTurn(turn, () => held);
  return release;
}

/** Every upload and stored file: what a refused upload must leave as it was. */
const stored = async () => [(await app.db.select({ n: count() }).from(uploads))[0]!.n, (await app.db.select({ n: count() }).from(media))[0]!.n];

const waiting = (who: TestUser, count: number) => vi.waitFor(() => expect(waitingFor(who.id)).toBe(count), { timeout: 30_000, interval: 5 });

/** The reply to a picture that must be refused; throws as soon as it is put in line instead (it would wait on the held slot). */
async function refusal(reply: ReturnType<typeof upload>, who: TestUser) {
  let answered = false;
  void reply.finally(() => (answered = true));
  await vi.waitFor(() => expect(answered || waitingFor(who.id) > MAX_WAITING_PER_ACCOUNT).toBe(true), { timeout: 30_000, interval: 5 });
  if (!answered) throw new Error('the picture was put in line, not refused');
  return reply;
}

describe('the picture queue', () => {
  it("serves accounts in turn: a small upload behind one account's big photos finishes before that account's next one", async () => {
    const [busy, other] = [await createUser(app), await createUser(app)];
    const finished: string[] = [];
    const tracked = (name: string, reply: ReturnType<typeof upload>) => reply.then((res) => (finished.push(name), res));
    // The busy account's first photo is being processed; three more wait.
    const release = holdTheSlot(busy.id);
    const bigOnes = ['big 1', 'big 2', 'big 3'].map((name) => tracked(name, upload(busy, big)));
    let smallOne: ReturnType<typeof upload>;
    try {
      await waiting(busy, 3);
      smallOne = tracked('small', upload(other, small));
      await waiting(other, 1);
    } finally {
      release();
    }

    const replies = await Promise.all([...bigOnes, smallOne]);
    expect(replies.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    // The busy account had its turn: the other account's comes before the busy one's next photo.
    expect(finished[0]).toBe('small');
  });

  it(`refuses an account's picture while ${MAX_WAITING_PER_ACCOUNT} of its pictures wait, with 429 in its language, changing nothing`, async () => {
    const [busy, other] = [await createUser(app), await createUser(app)];
    const release = holdTheSlot();
    const lined = Array.from({ length: MAX_WAITING_PER_ACCOUNT }, () => upload(busy, small));
    let others: ReturnType<typeof upload>;
    try {
      await waiting(busy, MAX_WAITING_PER_ACCOUNT);
      const before = await stored();
      const refused = await refusal(upload(busy, small), busy);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(answeredRefusal(uploadTexts, 'tooManyWaiting'));
      const inBangla = await refusal(upload(busy, small, { 'accept-language': 'bn-BD,bn;q=0.9' }), busy);
      expect([inBangla.statusCode, inBangla.json()]).toEqual([429, { success: false, code: 'uploads.tooManyWaiting', message: bnUploads.tooManyWaiting }]);
      expect(await stored()).toEqual(before);
      expect(waitingFor(busy.id)).toBe(MAX_WAITING_PER_ACCOUNT);

      // Another account is not held back by it.
      others = upload(other, small);
      await waiting(other, 1);
    } finally {
      release();
    }
    expect((await Promise.all([...lined, others])).map((res) => res.statusCode)).toEqual(Array(MAX_WAITING_PER_ACCOUNT + 1).fill(201));
    expect(await app.db.select().from(uploads).where(eq(uploads.ownerId, busy.id))).toHaveLength(MAX_WAITING_PER_ACCOUNT);

    // Its pictures processed, the account uploads again.
    expect((await upload(busy, small)).statusCode).toBe(201);
    expect(await app.db.select().from(uploads).where(eq(uploads.ownerId, busy.id))).toHaveLength(MAX_WAITING_PER_ACCOUNT + 1);
  });
});
