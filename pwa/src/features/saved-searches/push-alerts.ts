/**
 * Web Push for job alerts on this browser: permission is asked only when the user turns it on, the service
 * worker's subscription is made with the server's VAPID key and handed to the server, and turning it off
 * forgets it on both sides. The service worker (public/sw-push.js) shows the alerts.
 */
import { answer, api } from '../../sync/api-client.ts';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined' || typeof Notification === 'undefined') return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** Whether this browser sends job alerts as notifications now. */
export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function turnPushOn(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await answer(api.alerts.push.key.$get());
  const subscription =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { keys } = subscription.toJSON();
  await answer(api.alerts.push.subscriptions.$post({ json: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } }));
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return 'off';
  await answer(api.alerts.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }));
  await subscription.unsubscribe();
  return 'off';
}
