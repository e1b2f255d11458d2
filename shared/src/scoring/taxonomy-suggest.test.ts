import { describe, expect, it } from 'vitest';
import { suggestSkills } from './taxonomy-suggest.ts';

describe('suggestSkills', () => {
  it('ranks the skills of a role named in the title first', () => {
    const suggestions = suggestSkills({ title: 'Senior Front-End Engineer', description: '' }, [], 5);
    expect(suggestions).toEqual(['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS']);
  });

  it("ranks skills named in the text first, then the title role's skills, then related skills", () => {
    const suggestions = suggestSkills(
      { title: 'Registered Nurse (ICU)', description: 'Charting in Epic EHR; some phlebotomy. Kafka, oddly.' },
      [],
      20,
    );
    const nurseSkills = ['Nursing', 'Patient Care', 'Medication Administration', 'Vital Signs', 'Electronic Health Records',
      'BLS', 'ACLS', 'Infection Control', 'Wound Care', 'Triage', 'Care Planning'];
    // Named outright, so never crowded out by the role's own list (issue 52: the default 10 held only the role's).
    expect(new Set(suggestions.slice(0, 3))).toEqual(new Set(['Epic', 'Phlebotomy', 'Kafka']));
    expect(new Set(suggestions.slice(3, 3 + nurseSkills.length))).toEqual(new Set(nurseSkills));
    expect(suggestions.slice(nurseSkills.length + 3)).toEqual(expect.arrayContaining(['Microservices', 'Data Engineering']));
  });

  it('keeps skills named in the description within the default ten when the title names a role', () => {
    const suggestions = suggestSkills({ title: 'Backend Engineer', description: 'You will run our Kafka pipelines and manage infrastructure with Terraform.' });
    expect(suggestions).toHaveLength(10);
    expect(suggestions).toEqual(expect.arrayContaining(['Kafka', 'Terraform']));
  });

  it('finds skills by synonym and spelling in the description', () => {
    const suggestions = suggestSkills(
      { title: 'Platform work', description: 'We run k8s on GCP, write Golang services and keep CI/CD green. Postgres too.' },
      [],
      20,
    );
    for (const name of ['Kubernetes', 'Google Cloud', 'Go', 'CI/CD', 'PostgreSQL']) expect(suggestions).toContain(name);
  });

  it('suggests related skills of mentioned ones after the mentions', () => {
    const suggestions = suggestSkills({ title: '', description: 'Our stack is React.' }, [], 5);
    expect(suggestions[0]).toBe('React');
    expect(suggestions.slice(1)).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript']));
  });

  it('leaves out skills already chosen, in any spelling', () => {
    const suggestions = suggestSkills({ title: 'Frontend Developer', description: '' }, ['js', 'Typescript'], 3);
    expect(suggestions).toEqual(['React', 'HTML', 'CSS']);
  });

  it('does not read everyday words as skills', () => {
    expect(suggestSkills({ title: '', description: 'We go the extra mile and react quickly to support requests.' }, [], 10)).toEqual([]);
  });

  it('does not join words across sentences', () => {
    expect(suggestSkills({ title: '', description: 'Coffee and Java. Script writing is fun.' }, [], 1)).toEqual(['Java']);
  });

  it('covers non-tech postings', () => {
    expect(suggestSkills({ title: 'Warehouse Associate', description: '' }, [], 3)).toEqual([
      'Warehouse Operations',
      'Forklift Operation',
      'Shipping and Receiving',
    ]);
    expect(suggestSkills({ title: 'Account Executive', description: '' }, [], 2)).toEqual(['Sales', 'B2B Sales']);
    expect(suggestSkills({ title: 'Staff Accountant', description: '' }, [], 1)).toEqual(['Accounting']);
    expect(suggestSkills({ title: 'Math Teacher', description: '' }, [], 1)).toEqual(['Teaching']);
  });

  it('gives nothing for an empty posting and respects the limit', () => {
    expect(suggestSkills({ title: '', description: '' }, [], 10)).toEqual([]);
    expect(suggestSkills({ title: 'Data Scientist', description: '' }, [], 0)).toEqual([]);
    expect(suggestSkills({ title: 'Data Scientist', description: '' }).length).toBe(10);
  });
});
