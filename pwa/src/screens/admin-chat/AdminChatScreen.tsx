import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';

/**
 * /admin-chat is for support agents only (decisions.md); everyone else gets the 404 screen, so the route does
 * not even reveal that it exists. Agent accounts and the support chat arrive with the support capability; until
 * then no account is an agent and every visitor sees 404.
 */
export function AdminChatScreen() {
  return <NotFoundScreen />;
}
