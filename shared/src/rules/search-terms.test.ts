import { describe, expect, it } from 'vitest';
import { candidateSearchText, jobSearchText } from './search-match.ts';
import { hasSearchTerms, parseSearchTerms } from './search-terms.ts';

const kubernetesPerson = candidateSearchText({
  firstName: 'Ada',
  lastName: 'Quinn',
  title: 'Platform engineer',
  location: 'Berlin, Germany',
  skills: ['Kubernetes', 'Go'],
});
const matches = (text: string, query: string) => hasSearchTerms(text, parseSearchTerms(query));

describe('search terms', () => {
  it('splits the query into lower-case words without repeats', () => {
    expect(parseSearchTerms('  Berlin   berlin  Engineer ')).toEqual([['berlin'], ['engineer']]);
    expect(parseSearchTerms('   ')).toEqual([]);
  });

  it('lets a skill word stand for every spelling the taxonomy knows', () => {
    const [k8s] = parseSearchTerms('k8s');
    expect(k8s).toContain('k8s');
    // 'kubernetes' is left out as it holds 'kube', which any text with 'kubernetes' has too.
    expect(k8s).toContain('kube');
    expect(parseSearchTerms('react')).toEqual([['react']]);
    expect(matches(kubernetesPerson, 'k8s')).toBe(true);
    expect(matches(kubernetesPerson, 'K8S berlin')).toBe(true);
    expect(matches(kubernetesPerson, 'golang')).toBe(true);
    expect(matches(candidateSearchText({ firstName: 'Bo', lastName: 'Lee', title: '', location: '', skills: ['k8s'] }), 'kubernetes')).toBe(
      true,
    );
  });

  it('still needs every word', () => {
    expect(matches(kubernetesPerson, 'k8s london')).toBe(false);
    expect(matches(kubernetesPerson, 'terraform')).toBe(false);
    expect(matches(kubernetesPerson, '')).toBe(true);
  });

  it('is the same rule for jobs', () => {
    const job = jobSearchText({ title: 'SRE', companyName: 'Acme', location: 'Remote', skills: ['Kubernetes', 'JavaScript'] });
    expect(matches(job, 'k8s js')).toBe(true);
    expect(matches(job, 'python')).toBe(false);
  });
});
