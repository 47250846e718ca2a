/** Refusals the API answers with: a status and a message a shopper can read (never a stack trace). */
import type { FastifyReply } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const forbidden = (message: string) => new HttpError(403, message);

/** A 429 with the wait in seconds: in Retry-After, in the body's `retry_after` (screens read it) and in words. */
export function tooManyRequests(reply: FastifyReply, seconds: number, message: string) {
  return reply.code(429).header('retry-after', String(seconds)).send({ message, retry_after: seconds });
}
