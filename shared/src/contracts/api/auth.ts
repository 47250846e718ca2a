// Request and response schemas of the auth API (issue 3).
export {};
