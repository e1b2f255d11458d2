// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function MessagesScreen() {
  return <div className="p-8">MessagesScreen</div>;
}
