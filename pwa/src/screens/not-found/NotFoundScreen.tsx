import { PAGE_NOT_FOUND } from '@shared/messages.ts';
import { ButtonLink } from '../../ui/index.ts';

/** Any path that is not in the route table (spec section 8: 404 Page Not Found). */
export function NotFoundScreen() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <p className="text-5xl font-bold text-brand-600">404</p>
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">{PAGE_NOT_FOUND}</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink href="/" className="mt-6">
        Go home
      </ButtonLink>
    </div>
  );
}
