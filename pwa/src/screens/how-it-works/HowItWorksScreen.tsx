// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function HowItWorksScreen() {
  return <div className="p-8">HowItWorksScreen</div>;
}
