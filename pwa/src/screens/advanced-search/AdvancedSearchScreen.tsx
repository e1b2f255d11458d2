// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function AdvancedSearchScreen() {
  return <div className="p-8">AdvancedSearchScreen</div>;
}
