/** The test-mode label the payments decision asks for, with the test cards a newcomer can try. */
export function TestModeNotice() {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note" aria-labelledby="test-mode-title">
      <p id="test-mode-title" className="font-semibold">
        Test mode, no card is charged
      </p>
      <p className="mt-1">
        Use <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> to succeed or{' '}
        <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> to see a decline, with any future
        expiry date and any 3-digit CVC.
      </p>
    </div>
  );
}
