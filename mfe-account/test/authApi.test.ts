import { ApiError } from '@storefront/shared';
import { fakeFetch } from '@storefront/shared/testing';
import { register, requestCode, verifyCode } from '../src/auth/authApi';

beforeAll(() => {
  // Non-GET calls echo this cookie; with it set, none waits for GET /api/cookie.
  document.cookie = 'XSRF-TOKEN=present; path=/';
});

it('signs in by code: POSTs the identifier, the registration and the code, and parses the answers', async () => {
  const codeSent = { success: true, message: 'We sent a 6-digit code to ******3210.' };
  const requests = fakeFetch((url) =>
    url.pathname === '/s/api/auth/verify'
      ? { body: { user: { id: 7, name: 'Asha', email: 'asha@example.com', phone: '9876543210' } } }
      : { body: codeSent },
  );
  expect(await requestCode('9876543210')).toEqual(codeSent);
  expect(await register({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' })).toEqual(codeSent);
  const { user } = await verifyCode({ identifier: '9876543210', otp: '123456' });
  expect(user).toMatchObject({ name: 'Asha', isSalesAgent: false, permissions: [] });
  expect(requests.map((request) => [request.init?.method, request.pathname, JSON.parse(String(request.init?.body))])).toEqual([
    ['POST', '/s/api/auth/otp', { identifier: '9876543210' }],
    ['POST', '/s/api/auth/register', { name: 'Asha', email: 'asha@example.com', phone: '9876543210' }],
    ['POST', '/s/api/auth/verify', { identifier: '9876543210', otp: '123456' }],
  ]);
});

it('rejects a refused sign-in call with the server’s message', async () => {
  fakeFetch(() => ({ status: 429, body: { message: 'Too many codes were requested. Please try again in 45 seconds.' } }));
  const error = await requestCode('9876543210').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 429, message: 'Too many codes were requested. Please try again in 45 seconds.' });
});
