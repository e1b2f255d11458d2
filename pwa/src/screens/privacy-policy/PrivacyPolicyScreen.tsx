// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function PrivacyPolicyScreen() {
  return <div className="p-8">PrivacyPolicyScreen</div>;
}
