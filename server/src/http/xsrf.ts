/**
 * Double-submit XSRF protection bound to the session: GET /api/cookie sets XSRF-TOKEN (readable by the page)
 * = nonce.HMAC(secret, sessionId.nonce); every non-GET must echo it in X-XSRF-TOKEN. Compared in constant time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const XSRF_REFUSED = 'Your session has expired or the request was not sent by the shop. Please reload the page and try again.';

export function issueXsrfToken(secret: string, sessionId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, sessionId, nonce)}`;
}

function sign(secret: string, sessionId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${sessionId}.${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifyXsrfToken(secret: string, sessionId: string, cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header || !safeEqual(cookie, header)) return false;
  const [nonce, signature] = header.split('.');
  if (!nonce || !signature) return false;
  return safeEqual(signature, sign(secret, sessionId, nonce));
}
