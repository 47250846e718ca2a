// Request and response schemas of the account API (issue 3).
export {};
