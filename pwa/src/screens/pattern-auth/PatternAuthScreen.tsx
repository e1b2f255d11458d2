// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function PatternAuthScreen() {
  return <div className="p-8">PatternAuthScreen</div>;
}
