/* global self, clients */
// Imported by the service worker (sw.js; vite.pwa.ts, workbox importScripts): Web Push messages
// (issue 29). The server sends JSON {title, body, url, tag} encrypted per RFC 8291; the browser
// decrypts it. A click opens the set (in an open window of the app when there is one).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Festival', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

/** Opens a notification's page: navigates an open window of the app there, or opens one. */
self.openNotificationTarget = async (notification) => {
  notification.close();
  const url = new URL(notification.data?.url || '/', self.location.origin).href;
  const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const c of open) {
    if (new URL(c.url).origin === self.location.origin && 'navigate' in c) {
      await c.focus().catch(() => undefined); // allowed only in a click's own event
      return c.navigate(url);
    }
  }
  return clients.openWindow(url);
};

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(self.openNotificationTarget(event.notification));
});
