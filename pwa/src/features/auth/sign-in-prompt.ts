/**
 * Where a signed-out visitor of a protected screen goes (spec sections 2 and 6, decisions.md): the landing page
 * with the sign-in dialog open (`/?auth=signin`), the wanted screen in `next`, and a line saying what needs
 * signing in. `next` comes from the address bar, so it is only ever followed as a path of this site.
 */

/** The landing page's sign-in dialog, where the spec sends signed-out visitors. */
export const SIGN_IN_PATH = '/?auth=signin';

/** The query parameter that carries the screen a visitor wanted. */
export const NEXT_PARAM = 'next';

/** The sign-in dialog's address, remembering `wanted` (a path with its query) when it is a path of this site. */
export function signInPromptPath(wanted?: string): string {
  const next = wanted ? safeNextPath(wanted) : null;
  if (!next || next === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}&${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

// Any origin works as the base: only a result on this same made-up origin is a path of this site.
const BASE = 'https://hiresync.invalid';

/**
 * `raw` as a path of this site (path, query and hash), or null. Refuses anything that leaves the site: absolute
 * URLs, protocol-relative `//host`, `/\host` (browsers read the backslash as a slash), `javascript:` and the like.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (hasHiddenCharacters(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Control characters and spaces are dropped by URL parsers and could hide a second slash ('/\t/host'); a
 * backslash reads as a slash. No path of this site has any of them.
 */
function hasHiddenCharacters(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || raw[i] === '\\') return true;
  }
  return false;
}

type Audience = 'anyone' | 'candidate' | 'employer';

/** The protected screens, by path: what the sign-in line calls them and who may open them (routes.tsx). */
const PROTECTED_SCREENS: Record<string, { name: string; audience: Audience }> = {
  '/candidate-dashboard': { name: 'your dashboard', audience: 'candidate' },
  '/candidate-profile': { name: 'your profile', audience: 'candidate' },
  '/browse-jobs': { name: 'Browse Jobs', audience: 'candidate' },
  '/employer-dashboard': { name: 'your dashboard', audience: 'employer' },
  '/employer-profile': { name: 'your company profile', audience: 'employer' },
  '/job-posting': { name: 'Post a Job', audience: 'employer' },
  '/find-talent': { name: 'Find Talent', audience: 'employer' },
  '/employer-pricing': { name: 'Employer Plans', audience: 'employer' },
  '/application-tracking': { name: 'your applications', audience: 'anyone' },
  '/messages': { name: 'Messages', audience: 'anyone' },
  '/video-interviews': { name: 'Video Interviews', audience: 'anyone' },
  '/advanced-search': { name: 'Advanced Search', audience: 'anyone' },
  '/ai-matching': { name: 'AI Matching', audience: 'anyone' },
  '/checkout': { name: 'checkout', audience: 'anyone' },
  '/payment-success': { name: 'your plan', audience: 'anyone' },
  '/id-verification': { name: 'Verification', audience: 'anyone' },
  '/file-upload': { name: 'Files', audience: 'anyone' },
  '/settings': { name: 'Settings', audience: 'anyone' },
  // Public, but its 'Chat with us' needs an account: the chat is the user's own conversation.
  '/support': { name: 'the support chat', audience: 'anyone' },
};

const ACCOUNT_OF: Record<Audience, string> = {
  anyone: '',
  candidate: ' with a job seeker account',
  employer: ' with an employer account',
};

/**
 * The sign-in dialog's line for the screen in `next`, e.g. 'Please sign in with a job seeker account to open
 * Browse Jobs.', or null when there is no (valid) `next`.
 */
export function signInReason(next: string | null | undefined): string | null {
  const path = safeNextPath(next);
  if (!path) return null;
  const screen = PROTECTED_SCREENS[new URL(path, BASE).pathname];
  if (!screen) return 'Please sign in to continue.';
  return `Please sign in${ACCOUNT_OF[screen.audience]} to open ${screen.name}.`;
}
