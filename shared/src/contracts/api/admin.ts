// Request and response schemas of the admin API (issue 3).
export {};
