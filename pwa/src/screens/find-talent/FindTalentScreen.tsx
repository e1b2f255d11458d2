// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function FindTalentScreen() {
  return <div className="p-8">FindTalentScreen</div>;
}
