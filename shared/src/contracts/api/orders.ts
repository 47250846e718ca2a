// Request and response schemas of the orders API (issue 3).
export {};
