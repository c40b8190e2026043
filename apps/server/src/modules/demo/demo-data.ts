/** The demo company a fresh embedded install starts with, so a new user can try every screen at once. */
export const DEMO_COMPANY = 'Northwind Robotics';

export const DEMO_DIVISIONS = ['Engineering', 'Customer Operations'] as const;

export const DEMO_USERS = [
  { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@northwind.example', active: true },
  { firstName: 'Samuel', lastName: 'Okafor', email: 'samuel.okafor@northwind.example', active: true },
  { firstName: 'Priya', lastName: 'Natarajan', email: 'priya.natarajan@northwind.example', active: true },
  { firstName: 'Leo', lastName: 'Fischer', email: 'leo.fischer@northwind.example', active: false },
] as const;

interface DemoJob {
  title: string;
  division: 0 | 1;
  recruiter: 0 | 1 | 2;
  status: 'Open' | 'Closed' | 'On Hold';
  jobFunction: string;
  city: string;
  region: string;
  country: string;
  skills: string;
  responsibilities: string[];
}

export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Robotics Software Engineer',
    division: 0,
    recruiter: 0,
    status: 'Open',
    jobFunction: 'Engineering',
    city: 'Austin',
    region: 'TX',
    country: 'USA',
    skills: 'C++, ROS 2, Python, Linux',
    responsibilities: [
      'Build motion-planning software for warehouse robots',
      'Review code and mentor teammates',
      'Own features from design to field rollout',
    ],
  },
  {
    title: 'Customer Support Specialist',
    division: 1,
    recruiter: 1,
    status: 'Open',
    jobFunction: 'Customer Service',
    city: 'Denver',
    region: 'CO',
    country: 'USA',
    skills: 'Communication, Ticketing systems, Troubleshooting',
    responsibilities: [
      'Answer customer calls and tickets',
      'Guide customers through robot setup',
      'Report recurring issues to engineering',
    ],
  },
  {
    title: 'Field Service Technician',
    division: 1,
    recruiter: 1,
    status: 'Open',
    jobFunction: 'Operations',
    city: 'Columbus',
    region: 'OH',
    country: 'USA',
    skills: 'Electrical systems, Mechanical repair, Diagnostics',
    responsibilities: [
      'Install robots at customer sites',
      'Perform preventive maintenance',
      'Train customer staff on safe operation',
    ],
  },
  {
    title: 'Embedded Firmware Engineer',
    division: 0,
    recruiter: 0,
    status: 'Open',
    jobFunction: 'Engineering',
    city: 'Austin',
    region: 'TX',
    country: 'USA',
    skills: 'C, RTOS, CAN bus, Embedded Linux',
    responsibilities: [
      'Write motor-control firmware',
      'Bring up new hardware boards',
      'Debug with oscilloscopes and logic analysers',
    ],
  },
  {
    title: 'Machine Learning Engineer',
    division: 0,
    recruiter: 2,
    status: 'Open',
    jobFunction: 'Engineering',
    city: 'Toronto',
    region: 'ON',
    country: 'Canada',
    skills: 'Python, PyTorch, Computer vision',
    responsibilities: [
      'Train perception models',
      'Ship models to robots on the edge',
      'Measure and improve accuracy in the field',
    ],
  },
  {
    title: 'Warehouse Operations Lead',
    division: 1,
    recruiter: 2,
    status: 'Open',
    jobFunction: 'Operations',
    city: 'Reno',
    region: 'NV',
    country: 'USA',
    skills: 'Team leadership, Lean, Safety',
    responsibilities: [
      'Lead a shift of twelve associates',
      'Plan daily throughput with the robot fleet',
      'Keep the floor safe and tidy',
    ],
  },
  {
    title: 'Technical Writer',
    division: 0,
    recruiter: 0,
    status: 'Open',
    jobFunction: 'Documentation',
    city: 'Remote',
    region: '',
    country: 'USA',
    skills: 'Technical writing, Markdown, Diagrams',
    responsibilities: [
      'Write installation and user guides',
      'Work with engineers on release notes',
      'Keep documentation accurate',
    ],
  },
  {
    title: 'Quality Assurance Analyst',
    division: 0,
    recruiter: 2,
    status: 'Open',
    jobFunction: 'Engineering',
    city: 'Austin',
    region: 'TX',
    country: 'USA',
    skills: 'Test planning, Automation, Bug tracking',
    responsibilities: ['Plan release testing', 'Automate regression suites', 'Triage field reports'],
  },
  {
    title: 'Sales Development Representative',
    division: 1,
    recruiter: 1,
    status: 'Open',
    jobFunction: 'Sales',
    city: 'Chicago',
    region: 'IL',
    country: 'USA',
    skills: 'Prospecting, CRM, Cold calling',
    responsibilities: [
      'Qualify inbound leads',
      'Book demos for account executives',
      'Keep the CRM up to date',
    ],
  },
  {
    title: 'Hardware Test Engineer',
    division: 0,
    recruiter: 0,
    status: 'Closed',
    jobFunction: 'Engineering',
    city: 'Austin',
    region: 'TX',
    country: 'USA',
    skills: 'Test fixtures, Data analysis, LabVIEW',
    responsibilities: [
      'Design end-of-line tests',
      'Analyse failure data',
      'Improve yield with manufacturing',
    ],
  },
  {
    title: 'Office Coordinator',
    division: 1,
    recruiter: 1,
    status: 'Closed',
    jobFunction: 'Administration',
    city: 'Denver',
    region: 'CO',
    country: 'USA',
    skills: 'Scheduling, Vendor management, Organisation',
    responsibilities: ['Run the front desk', 'Coordinate visitors and events', 'Manage office supplies'],
  },
  {
    title: 'Product Designer',
    division: 0,
    recruiter: 2,
    status: 'On Hold',
    jobFunction: 'Design',
    city: 'Toronto',
    region: 'ON',
    country: 'Canada',
    skills: 'Figma, User research, Prototyping',
    responsibilities: [
      'Design operator dashboards',
      'Run usability studies',
      'Keep the design system consistent',
    ],
  },
  {
    // The job of the demo's Spanish questionnaire and interview (docs/languages.md, "The demo").
    title: 'Especialista de Atención al Cliente',
    division: 1,
    recruiter: 1,
    status: 'Open',
    jobFunction: 'Customer Service',
    city: 'Madrid',
    region: 'Madrid',
    country: 'Spain',
    skills: 'Spanish, Communication, Troubleshooting',
    responsibilities: [
      'Answer Spanish-speaking customers by phone and email',
      'Guide customers through robot setup',
      'Report recurring issues to engineering',
    ],
  },
];

export const DEMO_QUESTIONNAIRES = [
  {
    name: 'Engineering Video Screen',
    contentType: 'Video' as const,
    jobs: [0, 3],
    questions: [
      'Tell us about a technical project you are proud of and the part you played in it.',
      'Describe a time you found and fixed a hard bug. How did you approach it?',
      'Why do you want to build robots at Northwind?',
    ],
  },
  {
    name: 'Support Audio Screen',
    contentType: 'Audio' as const,
    jobs: [1, 2],
    questions: [
      'Please introduce yourself and tell us about your customer service experience.',
      'A customer is upset because their robot stopped working. What do you say first?',
      'How do you stay calm and organised on a busy day?',
    ],
  },
  {
    // Read aloud by espeak-ng, answered in Spanish (demo-interviews-data.ts).
    name: 'Entrevista de Atención al Cliente',
    contentType: 'Audio' as const,
    language: 'es' as const,
    jobs: [12],
    questions: [
      'Preséntate y cuéntanos tu experiencia en atención al cliente.',
      'Un cliente está molesto porque su robot dejó de funcionar. ¿Qué le dices primero?',
      '¿Por qué quieres trabajar en Northwind?',
    ],
  },
];

export const DEMO_APPLICANTS = [
  { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com', job: 0 },
  { firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.com', job: 1 },
];
