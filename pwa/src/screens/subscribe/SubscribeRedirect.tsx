// PLACEHOLDER (session-internal): replaced by the real redirect before this lands.
export function SubscribeRedirect() {
  return null;
}
