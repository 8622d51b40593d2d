import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { UnreadablePicture, type Processed } from './processing.ts';
import { inTurn, SITE_PICTURES_TURN } from './picture-queue.ts';

/**
 * Pictures are processed in a child process (decision 037), one at a time (picture-queue.ts):
 * libvips' buffers and the malloc arenas its threads leave behind (+270 MiB kept after 16
 * pictures, measured) stay out of the server, which keeps its small resident size. The child
 * runs with one malloc arena and a small heap, lives while pictures come, and exits after IDLE_MS
 * without one.
 */
export type PictureJob = { input: Uint8Array; kind: 'jpeg' | 'png' | 'webp' | 'avif' } | { svg: Uint8Array };
export type PictureReply = { ok: true; processed: Processed } | { ok: false; reason: UnreadablePicture['reason'] | 'failed' };

const IDLE_MS = 20_000;
const WORKER = fileURLToPath(new URL('./processing-worker.ts', import.meta.url));

let child: ChildProcess | undefined;
let idle: NodeJS.Timeout | undefined;

function worker(): ChildProcess {
  if (child?.connected) return child;
  const started = fork(WORKER, [], {
    execArgv: ['--max-semi-space-size=4', '--max-old-space-size=128'],
    env: { ...process.env, MALLOC_ARENA_MAX: '1' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('exit', () => {
    if (child === started) child = undefined;
  });
  child = started;
  return started;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function ask(job: PictureJob): Promise<Processed> {
  clearTimeout(idle);
  const picturer = worker();
  picturer.ref();
  picturer.channel?.ref();
  return new Promise<Processed>((resolve, reject) => {
    const gone = () => reject(new Error('the picture process stopped'));
    picturer.once('exit', gone);
    picturer.once('message', (reply: PictureReply) => {
      picturer.off('exit', gone);
      if (reply.ok) resolve({ ...reply.processed, variants: reply.processed.variants.map((v) => ({ ...v, bytes: asBuffer(v.bytes) })) });
      else reject(reply.reason === 'failed' ? new Error('the picture could not be processed') : new UnreadablePicture(reply.reason));
    });
    picturer.send(job);
  }).finally(() => {
    // Idle, it keeps nothing alive; after a while without pictures it goes.
    picturer.unref();
    picturer.channel?.unref();
    idle = setTimeout(() => picturer.connected && picturer.disconnect(), IDLE_MS).unref();
  });
}

/** `processPicture` in the child process, in the account's turn; rejects with TooManyWaiting over its cap. */
export const processElsewhere = (input: Buffer, kind: 'jpeg' | 'png' | 'webp' | 'avif', ownerId: string) => inTurn(ownerId, () => ask({ input, kind }));

/** An SVG drawing drawn and processed in the child process (the product's own pictures, in their own turn). */
export const processDrawing = (svg: Buffer) => inTurn(SITE_PICTURES_TURN, () => ask({ svg }), Infinity);

/** Lets the picture process go now instead of after IDLE_MS (after the seed: no more pictures are coming). */
export function releasePictureProcess(): void {
  clearTimeout(idle);
  if (child?.connected) child.disconnect();
}
