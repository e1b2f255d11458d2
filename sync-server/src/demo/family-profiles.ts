/**
 * What profiles in each role family say: what the person is known for, what they achieved, what they studied
 * and which certifications they hold. Achievements carry a number range, filled in per person.
 */
import type { Family } from './roles.ts';

interface FamilyProfile {
  /** Completes 'X with N years of experience ...'. */
  knownFor: readonly string[];
  achievements: readonly (readonly [template: string, min: number, max: number])[];
  fields: readonly string[];
  degrees: readonly string[];
  certifications: readonly (readonly [name: string, issuer: string])[];
}

const BACHELOR_MASTER = ['Bachelor of Science', 'Master of Science'];
const BACHELOR_ARTS = ['Bachelor of Arts', 'Master of Arts'];
const PRACTICAL = ['Associate Degree', 'Certificate', 'Diploma'];

export const FAMILY_PROFILES: Readonly<Record<Family, FamilyProfile>> = {
  engineering: {
    knownFor: [
      'building and running reliable software',
      'turning messy requirements into working, tested systems',
      'keeping systems fast, secure and easy to change',
    ],
    achievements: [
      ['Cut incident response times by {n}%', 20, 60],
      ['Led the migration of {n} services to a new platform', 4, 30],
      ['Raised automated test coverage to {n}%', 70, 95],
    ],
    fields: ['Computer Science', 'Software Engineering', 'Information Technology', 'Electrical Engineering'],
    degrees: BACHELOR_MASTER,
    certifications: [
      ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services'],
      ['Certified Kubernetes Administrator', 'The Linux Foundation'],
    ],
  },
  data: {
    knownFor: [
      'turning messy data into clear decisions',
      'building models that make it to production',
      'designing experiments and dashboards teams rely on',
    ],
    achievements: [
      ['Built a forecasting model that cut stock-outs by {n}%', 10, 40],
      ['Automated {n} weekly reports', 5, 25],
      ['Designed A/B tests that lifted conversion by {n}%', 3, 15],
    ],
    fields: ['Statistics', 'Mathematics', 'Computer Science', 'Economics'],
    degrees: BACHELOR_MASTER,
    certifications: [
      ['Google Data Analytics Certificate', 'Google'],
      ['Microsoft Certified: Power BI Data Analyst Associate', 'Microsoft'],
    ],
  },
  design: {
    knownFor: [
      'turning ideas into clear, beautiful designs',
      'designing with real people in mind',
      'giving brands and products a consistent look',
    ],
    achievements: [
      ['Redesigned onboarding and raised completion by {n}%', 10, 45],
      ['Ran {n} usability studies in a year', 8, 30],
    ],
    fields: ['Graphic Design', 'Human-Computer Interaction', 'Fine Arts', 'Communication Design'],
    degrees: ['Bachelor of Fine Arts', 'Bachelor of Arts', 'Master of Design'],
    certifications: [['Google UX Design Certificate', 'Google']],
  },
  product: {
    knownFor: [
      'bringing teams to clear priorities',
      'delivering complex projects on time',
      'translating business needs into plans people can follow',
    ],
    achievements: [
      ['Delivered a {n}-month programme on time and under budget', 6, 24],
      ['Launched {n} product features in a year', 4, 15],
    ],
    fields: ['Business Administration', 'Computer Science', 'Economics', 'Information Systems'],
    degrees: ['Bachelor of Science', 'Bachelor of Business Administration', 'Master of Business Administration'],
    certifications: [
      ['Project Management Professional (PMP)', 'Project Management Institute'],
      ['Certified ScrumMaster', 'Scrum Alliance'],
    ],
  },
  sales: {
    knownFor: [
      'opening doors and closing deals',
      'building long-term customer relationships',
      'growing accounts through trust and good advice',
    ],
    achievements: [
      ['Reached {n}% of quota two years running', 105, 140],
      ['Closed ${n}k in new annual revenue', 300, 1500],
    ],
    fields: ['Business Administration', 'Communications', 'Marketing'],
    degrees: ['Bachelor of Arts', 'Bachelor of Business Administration'],
    certifications: [
      ['Salesforce Certified Administrator', 'Salesforce'],
      ['HubSpot Sales Software', 'HubSpot Academy'],
    ],
  },
  marketing: {
    knownFor: [
      'writing words people read to the end',
      'running campaigns that grow audiences',
      'building brands people remember',
    ],
    achievements: [
      ['Grew organic traffic by {n}% in a year', 30, 200],
      ['Built an email list of {n}k subscribers', 10, 120],
    ],
    fields: ['Marketing', 'Communications', 'Journalism', 'English'],
    degrees: BACHELOR_ARTS,
    certifications: [
      ['Google Ads Search Certification', 'Google'],
      ['Content Marketing Certification', 'HubSpot Academy'],
    ],
  },
  support: {
    knownFor: [
      'helping customers succeed',
      'solving problems calmly and quickly',
      'turning frustrated customers into fans',
    ],
    achievements: [['Kept customer satisfaction above {n}%', 92, 99], ['Onboarded {n} new customer accounts', 20, 120]],
    fields: ['Communications', 'Psychology', 'Business Administration'],
    degrees: ['Bachelor of Arts', 'Associate Degree'],
    certifications: [['Zendesk Support Administrator', 'Zendesk']],
  },
  finance: {
    knownFor: [
      'keeping the books accurate and closes on time',
      'building forecasts leaders trust',
      'bringing order to complex finances',
    ],
    achievements: [['Shortened month-end close to {n} days', 3, 6], ['Found ${n}k in yearly savings', 50, 400]],
    fields: ['Accounting', 'Finance', 'Economics'],
    degrees: ['Bachelor of Science', 'Master of Accountancy', 'Master of Business Administration'],
    certifications: [['Certified Public Accountant (CPA)', 'AICPA'], ['Certified Management Accountant (CMA)', 'IMA']],
  },
  people: {
    knownFor: [
      'hiring great people and helping them grow',
      'building fair, friendly workplaces',
      'supporting managers through hard conversations',
    ],
    achievements: [['Hired {n} people in one year', 25, 120], ['Cut time to hire by {n}%', 15, 45]],
    fields: ['Human Resources Management', 'Psychology', 'Business Administration'],
    degrees: ['Bachelor of Arts', 'Bachelor of Science'],
    certifications: [['SHRM Certified Professional (SHRM-CP)', 'SHRM']],
  },
  admin: {
    knownFor: [
      'keeping busy offices running smoothly',
      'organising people, paperwork and schedules',
      'handling sensitive documents with care',
    ],
    achievements: [
      ['Organised {n} company events and offsites', 5, 30],
      ['Digitised {n} years of paper records', 3, 15],
    ],
    fields: ['Business Administration', 'Legal Studies', 'English'],
    degrees: ['Associate Degree', 'Bachelor of Arts'],
    certifications: [['Microsoft Office Specialist', 'Microsoft'], ['Paralegal Certificate', 'NALA']],
  },
  healthcare: {
    knownFor: [
      'supporting patients and care teams',
      'keeping patients safe and records accurate',
      'working calmly in busy clinical teams',
    ],
    achievements: [
      ['Trained and mentored {n} new staff members', 3, 20],
      ['Helped raise patient satisfaction scores to {n}%', 88, 98],
    ],
    fields: ['Nursing', 'Health Sciences', 'Kinesiology', 'Biology'],
    degrees: ['Bachelor of Science in Nursing', 'Associate Degree in Nursing', 'Certificate'],
    certifications: [
      ['Basic Life Support (BLS)', 'American Heart Association'],
      ['Advanced Cardiovascular Life Support (ACLS)', 'American Heart Association'],
    ],
  },
  education: {
    knownFor: [
      'helping learners of every level make progress',
      'making lessons engaging and inclusive',
      'building confidence in students',
    ],
    achievements: [
      ['Raised pass rates in my classes by {n}%', 8, 25],
      ['Built a curriculum used by {n} teachers', 5, 40],
    ],
    fields: ['Education', 'English', 'Mathematics', 'Early Childhood Education'],
    degrees: ['Bachelor of Education', 'Bachelor of Arts', 'Master of Education'],
    certifications: [['TEFL Certificate', 'The TEFL Org'], ['State Teaching License', 'State Board of Education']],
  },
  operations: {
    knownFor: [
      'keeping goods moving safely and on time',
      'working safely in fast-moving teams',
      'solving problems on the spot',
    ],
    achievements: [['Improved on-time delivery to {n}%', 94, 99], ['Cut picking errors by {n}%', 20, 60]],
    fields: ['Supply Chain Management', 'Business Administration', 'Logistics'],
    degrees: ['Bachelor of Science', ...PRACTICAL],
    certifications: [
      ['Certified Supply Chain Professional (CSCP)', 'ASCM'],
      ['Forklift Operator Certification', 'OSHA'],
    ],
  },
  trades: {
    knownFor: [
      'doing careful, safe work right the first time',
      'keeping equipment and buildings in good working order',
      'taking pride in quality work',
    ],
    achievements: [['Reduced machine downtime by {n}%', 15, 50], ['Worked {n} years without a safety incident', 3, 12]],
    fields: ['Mechanical Engineering', 'Electrical Technology', 'Industrial Maintenance', 'Welding Technology'],
    degrees: ['Bachelor of Science', ...PRACTICAL],
    certifications: [['OSHA 30-Hour Construction', 'OSHA'], ['Certified Welder', 'American Welding Society']],
  },
  hospitality: {
    knownFor: [
      'giving customers and guests a great experience',
      'working fast and friendly through busy shifts',
      'keeping high standards when it gets busy',
    ],
    achievements: [['Named employee of the month {n} times', 2, 6], ['Trained {n} new team members', 2, 12]],
    fields: ['Culinary Arts', 'Hospitality Management', 'Business Administration'],
    degrees: PRACTICAL,
    certifications: [['ServSafe Food Handler', 'National Restaurant Association']],
  },
};
