/** Who is asking: decided from the session only, never from anything the client sends. */
export interface Viewer {
  userId: string;
  userType: 'candidate' | 'employer';
  /** '' for an account made with a phone number only. */
  email: string;
  isSupportAgent: boolean;
}
