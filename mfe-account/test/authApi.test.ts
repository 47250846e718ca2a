import { ApiError } from '@storefront/shared';
import { fakeApi } from '@storefront/shared/testing';
import { register, requestCode, verifyCode } from '../src/auth/authApi';

it('signs in by code: POSTs the identifier, the registration and the code, and parses the answers', async () => {
  const codeSent = { success: true, message: 'We sent a 6-digit code to ******3210.' };
  const requests = fakeApi({
    'POST /s/api/auth/otp': { body: codeSent },
    'POST /s/api/auth/register': { body: codeSent },
    'POST /s/api/auth/verify': { body: { user: { id: 7, name: 'Asha', email: 'asha@example.com', phone: '9876543210' } } },
  });
  expect(await requestCode('9876543210')).toEqual(codeSent);
  expect(await register({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' })).toEqual(codeSent);
  const { user } = await verifyCode({ identifier: '9876543210', otp: '123456' });
  expect(user).toMatchObject({ name: 'Asha', isSalesAgent: false, permissions: [] });
  expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
    ['POST', '/s/api/auth/otp', { identifier: '9876543210' }],
    ['POST', '/s/api/auth/register', { name: 'Asha', email: 'asha@example.com', phone: '9876543210' }],
    ['POST', '/s/api/auth/verify', { identifier: '9876543210', otp: '123456' }],
  ]);
});

it('rejects a refused sign-in call with the server’s message', async () => {
  fakeApi(() => ({ status: 429, body: { message: 'Too many codes were requested. Please try again in 45 seconds.' } }));
  const error = await requestCode('9876543210').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 429, message: 'Too many codes were requested. Please try again in 45 seconds.' });
});
