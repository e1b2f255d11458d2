// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function HelpCenterScreen() {
  return <div className="p-8">HelpCenterScreen</div>;
}
