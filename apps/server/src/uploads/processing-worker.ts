// The child process pictures are processed in (processing-child.ts): the memory libvips takes
// while it works, and keeps afterwards, is its own and is given back when it exits.
import { drawSvg, processPicture, UnreadablePicture } from './processing.ts';
import type { PictureJob, PictureReply } from './processing-child.ts';

process.on('message', (job: PictureJob) => {
  const work = 'svg' in job ? drawSvg(Buffer.from(job.svg)).then((png) => processPicture(png, 'png')) : processPicture(Buffer.from(job.input), job.kind);
  work.then(
    (processed) => process.send!({ ok: true, processed } satisfies PictureReply),
    (error: unknown) => process.send!({ ok: false, reason: error instanceof UnreadablePicture ? error.reason : 'failed' } satisfies PictureReply),
  );
});
// The server went away: nothing more to do.
process.on('disconnect', () => process.exit(0));
