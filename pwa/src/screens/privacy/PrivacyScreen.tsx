// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function PrivacyScreen() {
  return <div className="p-8">PrivacyScreen</div>;
}
