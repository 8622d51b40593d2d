import fp from 'fastify-plugin';
import { inputProblem } from '@volunteering/shared/input-guard';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { InvalidInput } from '../../domain-errors.ts';

// Every route's input, its own schema or not (better-auth's included), is refused with a 400 and the
// field's message when it holds what nothing may: a NUL character, or nesting too deep to walk.
export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.params, 'params') ?? inputProblem(request.query, 'query') ?? inputProblem(request.body);
    if (problem) throw new InvalidInput(messageOf(apiMessages, 'invalidInput'), [problem]);
  });
});
