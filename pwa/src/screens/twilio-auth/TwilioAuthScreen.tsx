// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function TwilioAuthScreen() {
  return <div className="p-8">TwilioAuthScreen</div>;
}
