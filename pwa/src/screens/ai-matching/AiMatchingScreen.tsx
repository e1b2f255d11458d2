// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function AiMatchingScreen() {
  return <div className="p-8">AiMatchingScreen</div>;
}
