// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function SupportScreen() {
  return <div className="p-8">SupportScreen</div>;
}
