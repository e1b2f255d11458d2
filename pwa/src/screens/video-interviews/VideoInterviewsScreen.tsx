// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function VideoInterviewsScreen() {
  return <div className="p-8">VideoInterviewsScreen</div>;
}
