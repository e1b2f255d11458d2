// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function AboutScreen() {
  return <div className="p-8">AboutScreen</div>;
}
