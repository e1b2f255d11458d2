import { useMemo, useState } from 'react';
import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { ButtonLink, EmptyState, TextInput } from '../../ui/index.ts';
import { HELP_ARTICLES, HELP_TOPICS } from './help-articles.ts';
import { HelpArticleItem } from './HelpArticleItem.tsx';
import { searchHelpArticles } from './help-search.ts';

/** /help-center: searchable answers grouped by topic, and the ways to get more help. */
export function HelpCenterScreen() {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchHelpArticles(HELP_ARTICLES, query), [query]);
  const isSearching = query.trim() !== '';

  return (
    <div>
      <PageHeader eyebrow="Help Center" title="How can we help?" lead="Answers for job seekers and employers. Start typing to search.">
        <form role="search" className="w-full max-w-xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="help-search" className="sr-only">
            Search help articles
          </label>
          <div className="relative">
            <MarketingIcon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <TextInput
              id="help-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search, e.g. visa or cancel"
              className="pl-10"
            />
          </div>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <p role="status" className="mb-4 text-sm text-slate-600">
          {isSearching ? `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query.trim()}”` : ''}
        </p>
        {isSearching ? (
          results.length === 0 ? (
            <EmptyState
              title="No articles match your search"
              description="Try fewer or different words, or ask our support team."
              action={<ButtonLink href="/support">Contact support</ButtonLink>}
            />
          ) : (
            <section aria-labelledby="help-results">
              <h2 id="help-results" className="sr-only">
                Search results
              </h2>
              <div className="grid gap-3">
                {results.map((article) => (
                  <HelpArticleItem key={article.id} article={article} />
                ))}
              </div>
            </section>
          )
        ) : (
          <div className="grid gap-10">
            {HELP_TOPICS.map((topic) => (
              <section key={topic} aria-label={topic}>
                <h2 className="mb-3 text-xl font-semibold text-slate-900">{topic}</h2>
                <div className="grid gap-3">
                  {HELP_ARTICLES.filter((article) => article.topic === topic).map((article) => (
                    <HelpArticleItem key={article.id} article={article} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
      <PageSection title="Still need help?" tone="white">
        <div className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
          <div className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">Documentation</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">Detailed guides for candidates and employers, matching, verification, interviews and the API.</p>
            <ButtonLink href="/documentation" variant="secondary" className="mt-4">
              Read the documentation
            </ButtonLink>
          </div>
          <div className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">Support</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">Write to a person. Critical issues are answered first.</p>
            <ButtonLink href="/support" className="mt-4">
              Contact support
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </div>
  );
}
