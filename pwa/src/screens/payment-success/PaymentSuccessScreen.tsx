// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function PaymentSuccessScreen() {
  return <div className="p-8">PaymentSuccessScreen</div>;
}
