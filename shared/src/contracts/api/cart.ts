// Request and response schemas of the cart API (issue 3).
export {};
