/**
 * Runs the statements of one transaction one after another, each started when the one before has
 * answered: a transaction is one connection, and node-postgres refuses (from pg 9) a query sent
 * while another is running on it, which is what `Promise.all` of a transaction's statements does.
 */
export async function oneAtATime<T extends readonly (() => PromiseLike<unknown>)[]>(
  ...steps: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const answers: unknown[] = [];
  for (const step of steps) answers.push(await step());
  return answers as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
