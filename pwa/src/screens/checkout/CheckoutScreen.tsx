// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function CheckoutScreen() {
  return <div className="p-8">CheckoutScreen</div>;
}
