import type { z } from 'zod';
import { badRequest } from './errors';

/** Parse request input with a zod schema; a failure is a 400 that names the field. */
export function parseInput<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw badRequest(field ? `${field}: ${issue.message}` : (issue?.message ?? 'Invalid request'), field);
}
