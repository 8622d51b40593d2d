/**
 * The pictures waiting for the picture process (issue 35): one processed at a time per instance,
 * served round-robin by whose they are, so one account's big photos never hold back another's
 * small one for longer than one picture of each account waiting.
 */

/** Pictures one account may have waiting (besides the one being processed); one more is refused. */
export const MAX_WAITING_PER_ACCOUNT = 3;

/** The turn of the product's own pictures (site-pictures.ts): nobody's account; not capped, there are few. */
export const SITE_PICTURES_TURN = 'site-pictures';

/** An account already has MAX_WAITING_PER_ACCOUNT pictures waiting. */
export class TooManyWaiting extends Error {
  constructor() {
    super('too many pictures waiting');
  }
}

/** Each turn's pictures waiting, in arrival order; the Map's order is the round. */
const lines = new Map<string, (() => void)[]>();
/** The turn whose picture is being processed, if any. */
let serving: string | undefined;

function next(): void {
  // The turn just served goes behind every turn waiting, with the pictures it added meanwhile.
  const served = serving === undefined ? undefined : lines.get(serving);
  if (served) {
    lines.delete(serving!);
    lines.set(serving!, served);
  }
  serving = undefined;
  const first = lines.entries().next();
  if (first.done) return;
  const [turn, line] = first.value;
  const start = line.shift()!;
  if (line.length === 0) lines.delete(turn);
  serving = turn;
  start();
}

/**
 * Runs `work` when it is `turn`'s turn and nothing else is processed; rejects with TooManyWaiting,
 * running nothing, when `turn` has `maxWaiting` pictures waiting already.
 */
export function inTurn<T>(turn: string, work: () => Promise<T>, maxWaiting = MAX_WAITING_PER_ACCOUNT): Promise<T> {
  const line = lines.get(turn) ?? [];
  if (line.length >= maxWaiting) return Promise.reject(new TooManyWaiting());
  return new Promise<T>((resolve, reject) => {
    line.push(() => void Promise.resolve().then(work).then(resolve, reject).finally(next));
    lines.set(turn, line);
    if (serving === undefined) next();
  });
}

/** How many of `turn`'s pictures are waiting (not counting one being processed). */
export const waitingFor = (turn: string): number => lines.get(turn)?.length ?? 0;
