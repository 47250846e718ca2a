import { MESSAGES } from './constants';

/** An answer from the API that was not 2xx; `response` mirrors the shape the error catalogue reads. */
export class ApiError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown, fallbackMessage = `Request failed with status ${status}`) {
    super(typeof data === 'object' && data && 'message' in data && typeof data.message === 'string' ? data.message : fallbackMessage);
    this.name = 'ApiError';
    this.response = { status, data };
  }

  get status() {
    return this.response.status;
  }
}

function fieldOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['msg', 'message', 'error'] as const) {
    const field = record[key];
    if (typeof field === 'string' && field) return field;
  }
  return undefined;
}

/**
 * The message a shopper sees for an error: a string as it is; a list joined by newlines;
 * response data that is a string; else its msg, message or error field; else 'Something went wrong'.
 */
export function extractErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error || MESSAGES.fallbackError;
  if (Array.isArray(error)) return error.map((item) => extractErrorMessage(item)).join('\n');
  if (error && typeof error === 'object') {
    const data = (error as { response?: { data?: unknown } }).response?.data;
    if (typeof data === 'string' && data) return data;
    if (Array.isArray(data)) return data.map((item) => extractErrorMessage(item)).join('\n');
    const fromData = fieldOf(data);
    if (fromData) return fromData;
    const own = fieldOf(error);
    if (own) return own;
  }
  return MESSAGES.fallbackError;
}
