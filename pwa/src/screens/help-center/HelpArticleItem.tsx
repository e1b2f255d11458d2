import { Link } from 'wouter';
import type { HelpArticle } from './help-articles.ts';

/** One article: its title opens the answer (details/summary), with the page it points to. */
export function HelpArticleItem({ article, isOpen = false }: { article: HelpArticle; isOpen?: boolean }) {
  return (
    <details open={isOpen} className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-article={article.id}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 [&::-webkit-details-marker]:hidden">
        <h3 className="font-medium text-slate-900">{article.title}</h3>
        <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{article.body}</p>
      {article.link && (
        <Link href={article.link.href} className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
          {article.link.label}
        </Link>
      )}
    </details>
  );
}
