// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function IdVerificationScreen() {
  return <div className="p-8">IdVerificationScreen</div>;
}
