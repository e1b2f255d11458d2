// Loaded into the generated service worker (vite.config.ts workbox.importScripts): a job alert's Web Push shows
// as a notification (the server sends { title, body, url }, encrypted for this browser), and clicking it opens
// the job's page, in a HireSync tab already open if there is one.
self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof alert.url === 'string' && alert.url.startsWith('/') ? alert.url : '/';
  event.waitUntil(
    self.registration.showNotification(alert.title || 'HireSync', { body: alert.body || '', icon: '/icons/icon-192.png', tag: url, data: { url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (tab) return tab.navigate(url).then((t) => (t || tab).focus());
      return self.clients.openWindow(url);
    }),
  );
});
