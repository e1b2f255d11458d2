import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, type HelpArticle } from './help-articles.ts';
import { searchHelpArticles } from './help-search.ts';

const ARTICLES: HelpArticle[] = [
  { id: 'a', topic: 'Getting started', title: 'Using the app offline', body: 'Works without a connection.' },
  { id: 'b', topic: 'Jobs and matching', title: 'Visa sponsorship', body: 'Filter jobs that sponsor a visa.', keywords: 'relocation' },
  { id: 'c', topic: 'Plans and billing', title: 'Prices', body: 'Visa holders pay the same.' },
];

describe('searchHelpArticles', () => {
  it('returns every article for an empty or blank query', () => {
    expect(searchHelpArticles(ARTICLES, '   ').map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('ranks title matches first and keeps the rest in order', () => {
    expect(searchHelpArticles(ARTICLES, 'VISA').map((a) => a.id)).toEqual(['b', 'c']);
  });

  it('requires every word and searches keywords and topics', () => {
    expect(searchHelpArticles(ARTICLES, 'visa relocation').map((a) => a.id)).toEqual(['b']);
    expect(searchHelpArticles(ARTICLES, 'billing').map((a) => a.id)).toEqual(['c']);
    expect(searchHelpArticles(ARTICLES, 'offline nothing')).toEqual([]);
  });

  it('ignores accents and punctuation', () => {
    expect(searchHelpArticles([{ ...ARTICLES[0], body: 'Upload your résumé.' }], 'resume?').map((a) => a.id)).toEqual(['a']);
  });
});

describe('HELP_ARTICLES', () => {
  it('links to every page the help center promises, with the decisions.md replacements', () => {
    const hrefs = HELP_ARTICLES.flatMap((article) => (article.link ? [article.link.href] : []));
    for (const href of ['/id-verification', '/ai-matching', '/video-interviews', '/how-it-works', '/pricing', '/support', '/candidate-profile', '/job-posting']) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).not.toContain('/ai-matching-demo');
    expect(hrefs).not.toContain('/enhanced-candidate-profile');
    expect(new Set(HELP_ARTICLES.map((article) => article.id)).size).toBe(HELP_ARTICLES.length);
  });
});
