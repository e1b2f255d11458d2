/** Realistic jobs for the sync benchmark, made from the skill taxonomy with a seeded generator. */
import { randomUUID } from 'node:crypto';
import { TAXONOMY_ROLES } from '@shared/scoring/index.ts';

const CITIES = ['Berlin, Germany', 'London, UK', 'Austin, TX', 'New York, NY', 'Toronto, Canada', 'Paris, France', 'Lisbon, Portugal', 'Amsterdam, Netherlands', 'Seattle, WA', 'Sydney, Australia'];
const LEVELS = ['Junior', '', 'Senior', 'Lead', 'Principal'];

function prng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** `count` job documents of one employer, as the server stores them. */
export function makeJobs(count: number, employer: { id: string; companyName: string }, now: Date) {
  const rand = prng(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const role = pick(TAXONOMY_ROLES);
    const skills = [...role.skills].sort(() => rand() - 0.5).slice(0, 3 + Math.floor(rand() * 6));
    const title = `${pick(LEVELS)} ${role.name.replace(/\b\w/g, (c) => c.toUpperCase())}`.trim();
    const salaryMin = 40_000 + Math.floor(rand() * 12) * 5000;
    return {
      id: randomUUID(),
      employerId: employer.id,
      title,
      description: `${title} at ${employer.companyName}. You will work with ${skills.join(', ')} in a team that ships every week and cares about its users. Job ${i}.`,
      location: pick(CITIES),
      isActive: true,
      skills,
      requiredExperience: Math.floor(rand() * 8),
      remoteOk: rand() < 0.3,
      visaSponsorship: rand() < 0.25,
      jobType: pick(['full-time', 'full-time', 'part-time', 'contract'] as const),
      salaryMin,
      salaryMax: salaryMin + 20_000 + Math.floor(rand() * 8) * 5000,
      postedAt: new Date(now.getTime() - i * 60_000).toISOString(),
      companyName: employer.companyName,
      companyVerified: false,
      applicationCount: 0,
      updatedAt: now.toISOString(),
    };
  });
}
