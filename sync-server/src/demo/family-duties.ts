/**
 * What people in each role family do and bring, as short phrases: job ads list them as bullets, experience
 * entries weave them into sentences. Duties are gerund phrases ('building ...') so both read naturally.
 */
import type { Family } from './roles.ts';

interface FamilyDuties {
  duties: readonly string[];
  /** Qualities an ad asks for, beyond skills and years. */
  strengths: readonly string[];
}

export const FAMILY_DUTIES: Readonly<Record<Family, FamilyDuties>> = {
  engineering: {
    duties: [
      'designing and building features from first sketch to production',
      'reviewing code and helping teammates grow',
      'improving performance, reliability and test coverage',
      'breaking large problems into small, shippable steps',
      'taking part in a calm, well-documented on-call rotation',
      'working closely with product and design on what to build next',
    ],
    strengths: [
      'You write clear, well-tested code and enjoy reviewing others’',
      'You can explain technical trade-offs to non-engineers',
      'You care about the people using what you build',
    ],
  },
  data: {
    duties: [
      'building dashboards and analyses that teams use to decide',
      'designing experiments and reading their results honestly',
      'cleaning, modelling and documenting our core datasets',
      'turning vague questions into clear, answerable ones',
      'presenting findings to leadership in plain language',
      'partnering with engineers to put models into production',
    ],
    strengths: [
      'You are rigorous with data and honest about uncertainty',
      'You tell a clear story with numbers',
      'You are curious and ask the second question',
    ],
  },
  design: {
    duties: [
      'running user interviews and usability tests',
      'turning research into flows, wireframes and prototypes',
      'designing polished, accessible interfaces',
      'growing and maintaining our design system',
      'working side by side with engineers through launch',
      'presenting and defending design decisions with evidence',
    ],
    strengths: [
      'A portfolio that shows your process, not only final screens',
      'You give and take feedback generously',
      'You sweat the details without losing the big picture',
    ],
  },
  product: {
    duties: [
      'setting priorities and keeping the roadmap honest',
      'writing clear requirements and acceptance criteria',
      'running planning, stand-ups and retrospectives',
      'managing risks, budgets and stakeholder expectations',
      'measuring outcomes and adjusting plans to what we learn',
      'bringing teams and stakeholders to shared decisions',
    ],
    strengths: [
      'You communicate clearly in writing and in person',
      'You are comfortable making decisions with incomplete information',
      'You keep many threads moving without dropping any',
    ],
  },
  sales: {
    duties: [
      'prospecting and building a healthy pipeline',
      'running discovery calls and tailored demos',
      'negotiating and closing new business',
      'keeping our CRM accurate and forecasts reliable',
      'working with marketing on campaigns and events',
      'growing existing accounts through upsell and renewal',
    ],
    strengths: [
      'A track record of meeting or beating quota',
      'You listen more than you talk',
      'You stay positive and persistent through a long sales cycle',
    ],
  },
  marketing: {
    duties: [
      'planning and running campaigns across channels',
      'writing and editing copy for web, email and social',
      'tracking results and reporting on what works',
      'managing our content calendar and publishing workflow',
      'working with sales and product on launches',
      'growing our audience and community engagement',
    ],
    strengths: [
      'You write clearly and with personality',
      'You are data-curious and test your ideas',
      'You bring ideas and see them through',
    ],
  },
  support: {
    duties: [
      'answering customer questions by chat, email and phone',
      'onboarding new customers and training their teams',
      'spotting patterns in feedback and sharing them with product',
      'resolving escalations calmly and quickly',
      'writing and updating help-centre articles',
      'keeping customer records accurate and up to date',
    ],
    strengths: [
      'You are patient, friendly and clear under pressure',
      'You own a problem until it is solved',
      'You enjoy helping people learn',
    ],
  },
  finance: {
    duties: [
      'preparing month-end close and reconciliations',
      'building budgets, forecasts and variance reports',
      'processing payables, receivables and payroll accurately',
      'supporting audits and keeping controls up to date',
      'improving finance processes and automating reports',
      'advising managers on spending and planning',
    ],
    strengths: [
      'You are precise and hold yourself to high standards',
      'You explain numbers to non-finance colleagues',
      'You meet deadlines without cutting corners',
    ],
  },
  people: {
    duties: [
      'running full-cycle recruiting for open roles',
      'advising managers on performance and employee relations',
      'onboarding new hires so they feel at home from day one',
      'keeping our HR systems and policies up to date',
      'shaping compensation, benefits and development programmes',
      'tracking hiring and retention data and acting on it',
    ],
    strengths: [
      'You build trust with people at every level',
      'You handle confidential matters with care',
      'You balance empathy with good judgement',
    ],
  },
  admin: {
    duties: [
      'managing calendars, travel and meetings for the team',
      'preparing documents, contracts and filings',
      'keeping records organised and easy to find',
      'being the first friendly point of contact for visitors and callers',
      'coordinating suppliers, facilities and office supplies',
      'supporting projects with research and follow-up',
    ],
    strengths: [
      'You are organised and reliable',
      'You are discreet with sensitive information',
      'You stay calm when priorities change',
    ],
  },
  healthcare: {
    duties: [
      'providing safe, compassionate care to patients and families',
      'assessing patients and recording accurate notes in the EHR',
      'administering medication and treatments as prescribed',
      'working closely with physicians, therapists and care teams',
      'educating patients and families about their care',
      'following infection control and safety protocols',
    ],
    strengths: [
      'A current licence or certification for the role',
      'You stay calm and kind in busy situations',
      'You communicate clearly with patients and colleagues',
    ],
  },
  education: {
    duties: [
      'planning and delivering engaging lessons',
      'assessing progress and giving useful feedback',
      'adapting teaching to students with different needs',
      'keeping in touch with parents and guardians',
      'creating and improving course materials',
      'contributing to school life beyond the classroom',
    ],
    strengths: [
      'A relevant teaching qualification or experience',
      'You are patient and encouraging',
      'You bring energy and creativity to learning',
    ],
  },
  operations: {
    duties: [
      'planning routes, shipments and schedules',
      'keeping inventory accurate and well organised',
      'working safely and keeping others safe',
      'coordinating with suppliers, carriers and customers',
      'tracking performance and fixing bottlenecks',
      'leading or supporting a shift team',
    ],
    strengths: [
      'You are reliable, punctual and safety-minded',
      'You solve problems on the spot',
      'You work well in a fast-moving team',
    ],
  },
  trades: {
    duties: [
      'installing, inspecting and repairing equipment',
      'reading blueprints and technical drawings',
      'diagnosing faults and fixing them right the first time',
      'following safety procedures and OSHA guidelines',
      'keeping clear maintenance and inspection records',
      'working with engineers to improve processes',
    ],
    strengths: [
      'A relevant trade certification or degree',
      'You take pride in quality work',
      'You put safety first, always',
    ],
  },
  hospitality: {
    duties: [
      'welcoming customers and helping them find what they need',
      'preparing food and products to a high standard',
      'keeping the floor, kitchen or stockroom clean and organised',
      'handling payments and orders accurately',
      'working as one team during busy shifts',
      'helping train new team members',
    ],
    strengths: [
      'A friendly, positive attitude',
      'You are reliable and work well under pressure',
      'Flexibility to work some evenings and weekends',
    ],
  },
};

/** Benefits ads may list. */
export const BENEFITS: readonly string[] = [
  'Medical, dental and vision insurance from day one',
  'A 401(k) or pension plan with employer matching',
  '25 days of paid time off plus public holidays',
  'A yearly learning budget for courses, books and conferences',
  'Flexible working hours',
  'Paid parental leave',
  'A home-office budget',
  'Wellness stipend and mental-health support',
  'Commuter benefits',
  'Employee discounts',
];
