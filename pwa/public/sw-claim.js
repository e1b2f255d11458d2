// Loaded into the generated service worker (vite.config.ts workbox.importScripts). clientsClaim takes over the
// pages open when the worker activates; a page whose load began while it was activating is missed (Chromium) and
// would stay uncontrolled, its lazy screens unreachable offline. Such a page asks, and is taken over then.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'CLAIM_CLIENTS') event.waitUntil(self.clients.claim());
});
