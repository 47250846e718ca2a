// Request and response schemas of the site API (issue 3).
export {};
