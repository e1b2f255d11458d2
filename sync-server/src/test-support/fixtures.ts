/** Valid documents for tests, as a device would write them. */
import { randomUUID } from 'node:crypto';

export function companyDoc(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    _deleted: false,
    companyName: 'Acme Robotics',
    industry: 'Technology',
    companySize: '51-200',
    location: 'Berlin, Germany',
    website: 'https://acme.example',
    description:
      'Acme Robotics builds warehouse robots that work safely beside people. We are a team of engineers, designers and operators.',
    contactEmail: 'jobs@acme.example',
    ...overrides,
  };
}

export function jobDoc(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    _deleted: false,
    title: 'Senior TypeScript Engineer',
    description:
      'Build the software that plans robot routes in real time. You will own services in TypeScript and Node.js and work with our robotics team.',
    location: 'Berlin, Germany',
    isActive: true,
    skills: ['TypeScript', 'Node.js', 'PostgreSQL'],
    requiredExperience: 3,
    remoteOk: false,
    visaSponsorship: true,
    jobType: 'full-time',
    salaryMin: 70000,
    salaryMax: 95000,
    ...overrides,
  };
}

export function candidateDoc(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    _deleted: false,
    firstName: 'Casey',
    lastName: 'Candidate',
    email: 'casey@example.com',
    phone: '+491701234567',
    title: 'Full-stack developer',
    bio: 'I build web products end to end, from database schemas to accessible interfaces, mostly in TypeScript.',
    location: 'Berlin, Germany',
    skills: ['TypeScript', 'React', 'Node.js', 'SQL'],
    experience: [],
    education: [],
    certifications: [],
    achievements: [],
    workAuthorizationStatus: 'citizen',
    salaryExpectation: 80000,
    isOpenToEmployers: true,
    ...overrides,
  };
}

/** A push row inserting a new document. */
export function insertRow(doc: Record<string, unknown>) {
  return { assumedMasterState: null, newDocumentState: doc };
}
