import { ApiError, extractErrorMessage, MESSAGES } from '../src';

describe('extractErrorMessage', () => {
  it('uses a string as it is', () => expect(extractErrorMessage('Out of stock')).toBe('Out of stock'));
  it('joins a list with newlines', () => expect(extractErrorMessage(['First', 'Second'])).toBe('First\nSecond'));
  it('uses response data that is a string', () => expect(extractErrorMessage(new ApiError(502, 'Bad gateway text'))).toBe('Bad gateway text'));
  it('reads msg, then message, then error from response data', () => {
    expect(extractErrorMessage({ response: { data: { msg: 'from msg', message: 'from message' } } })).toBe('from msg');
    expect(extractErrorMessage({ response: { data: { message: 'from message', error: 'from error' } } })).toBe('from message');
    expect(extractErrorMessage({ response: { data: { error: 'from error' } } })).toBe('from error');
  });
  it("falls back to 'Something went wrong'", () => {
    expect(extractErrorMessage(undefined)).toBe('Something went wrong');
    expect(extractErrorMessage({ response: { data: {} } })).toBe('Something went wrong');
  });
  it('keeps the default user message of the catalogue', () => {
    expect(MESSAGES.defaultError).toBe("There's been an error, please try again.");
  });
});
