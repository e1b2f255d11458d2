// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function PricingScreen() {
  return <div className="p-8">PricingScreen</div>;
}
