/** Searching the Help Center: every word of the query must appear; title hits rank above body hits. */
import type { HelpArticle } from './help-articles.ts';

function normalize(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

function wordsOf(query: string): string[] {
  return normalize(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The articles matching a query, best first: an article matches when each word of the query occurs in its
 * title, text, keywords or topic; more words found in the title rank higher. An empty query returns all, in order.
 */
export function searchHelpArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = wordsOf(query);
  if (words.length === 0) return [...articles];
  const scored: Array<{ article: HelpArticle; score: number; index: number }> = [];
  articles.forEach((article, index) => {
    const title = normalize(article.title);
    const haystack = normalize([article.title, article.body, article.keywords ?? '', article.topic].join(' '));
    if (!words.every((word) => haystack.includes(word))) return;
    const score = words.filter((word) => title.includes(word)).length;
    scored.push({ article, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.article);
}
