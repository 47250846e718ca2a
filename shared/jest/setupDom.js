require('@testing-library/jest-dom');

// Component tests share the machine's cores with the API tests: a screen may take longer than the library's default
// second to settle there without anything being wrong, so findBy… and waitFor wait up to 5 s before failing.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
