/** Who caused a change and when: an API request (its id and Idempotency-Key) or the clock (no request). */
export interface Actor {
  /** Epoch seconds the change happens at (the stand-in's clock, or a due time the clock passed). */
  at: number;
  request: { id: string | null; idempotency_key: string | null };
}

export function clockActor(at: number): Actor {
  return { at, request: { id: null, idempotency_key: null } };
}
