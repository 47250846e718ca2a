// Request and response schemas of the delivery API (issue 3).
export {};
