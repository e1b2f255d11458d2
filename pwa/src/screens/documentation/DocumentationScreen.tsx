// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function DocumentationScreen() {
  return <div className="p-8">DocumentationScreen</div>;
}
