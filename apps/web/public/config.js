/* global window */
// Runtime configuration. The server replaces this file at /config.js; this copy is the fallback for
// `vite preview` and `vite dev` without a backend: the placeholder makes the app use the saved or
// same-origin base URL.
window.appConfig = { backendUrl: '__BACKEND_URL__', version: 'dev' };
