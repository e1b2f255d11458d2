// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function EmployerPricingScreen() {
  return <div className="p-8">EmployerPricingScreen</div>;
}
