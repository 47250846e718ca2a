/** Stylesheets imported for their side effect (self-hosted fonts); webpack injects them. */
declare module '*.css';
