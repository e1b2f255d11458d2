// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function SettingsScreen() {
  return <div className="p-8">SettingsScreen</div>;
}
