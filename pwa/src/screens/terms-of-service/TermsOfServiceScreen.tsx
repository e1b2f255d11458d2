// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function TermsOfServiceScreen() {
  return <div className="p-8">TermsOfServiceScreen</div>;
}
