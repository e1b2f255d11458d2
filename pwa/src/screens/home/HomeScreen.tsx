import { Redirect, useSearchParams } from 'wouter';
import { ButtonLink } from '../../ui/index.ts';

const HIGHLIGHTS = [
  {
    title: 'Works offline',
    text: 'Browse jobs, write applications and messages without a connection. Everything syncs when you are back online.',
  },
  {
    title: 'Matches you can read',
    text: 'Every job and candidate gets a match score from skills, experience, location and work authorization.',
  },
  {
    title: 'Verified people',
    text: 'ID, company e-mail and reference checks show who you are dealing with before you reply.',
  },
] as const;

/** The landing page (for now a hero and the way in); signed-in users never see it (routes: access 'guest'). */
export function HomeScreen() {
  const [params] = useSearchParams();
  // Protected screens send signed-out visitors to /?auth=signin; until the landing dialogs exist, that is /auth.
  const auth = params.get('auth');
  if (auth === 'signin') return <Redirect to="/auth" replace />;
  if (auth === 'signup') return <Redirect to="/auth?tab=signup" replace />;

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-24 sm:pb-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Hiring marketplace</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
            Find work. Hire talent. Even offline.
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
            HireSync connects job seekers and employers with AI-assisted matching, verified profiles and built-in video
            interviews, and keeps working when your connection does not.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/auth?tab=signup" size="lg">
              Create an account
            </ButtonLink>
            <ButtonLink href="/auth" size="lg" variant="secondary">
              Log in
            </ButtonLink>
          </div>
        </div>
      </section>
      <section aria-label="Why HireSync" className="mx-auto grid max-w-6xl gap-4 px-4 pt-4 pb-12 sm:grid-cols-3 sm:px-6">
        {HIGHLIGHTS.map((item) => (
          <div key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="font-semibold text-slate-900">{item.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{item.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
