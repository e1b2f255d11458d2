// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function TermsScreen() {
  return <div className="p-8">TermsScreen</div>;
}
