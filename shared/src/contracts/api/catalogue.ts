// Request and response schemas of the catalogue API (issue 3).
export {};
