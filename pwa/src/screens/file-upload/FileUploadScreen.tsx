// PLACEHOLDER (session-internal): replaced by the real screen before this lands.
export function FileUploadScreen() {
  return <div className="p-8">FileUploadScreen</div>;
}
