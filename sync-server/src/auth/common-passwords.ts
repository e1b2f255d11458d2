/**
 * The common-password check of sign-up and password changes: zxcvbn's list of about 49,000 leaked passwords,
 * compared without case (so `Password1` counts as `password1`). Loaded on first use, kept as a Set.
 */
let list: Promise<Set<string>> | undefined;

async function load(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
}

/** Whether a password is on the list of common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  list ??= load();
  return (await list).has(password.toLowerCase());
}
