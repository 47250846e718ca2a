/** The session cookie's name: ./sessions.ts sets and reads it; the page cache tells a visitor who has one from a guest. */
export const SESSION_COOKIE = 'sid';
