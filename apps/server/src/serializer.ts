import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Response serialiser: the route's zod response schema, turned into JSON Schema once at start-up
 * and compiled by fast-json-stringify. Keys the schema does not declare are never sent.
 */
export function serializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
