import type { ParsedResume, TargetJob, UserProfile } from '../../../shared/schemas/documents';

/** Profiles and jobs the writer's tests share (no database, no network). */

export const NURSE_PROFILE: UserProfile = {
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru.kamau@example.com',
  phone: '0712 345 678',
  location: 'Nairobi, Kenya',
  skills: [
    'Patient education',
    'Wound care',
    'Medication administration',
    'Infection control',
    'Vital signs monitoring',
    'Electronic health records',
  ],
  experience: [
    'Enrolled Nurse, Mater Misericordiae Hospital, Nairobi, 2015 - 2019',
    'I was responsible for dressing wounds and preventing infections in the surgical ward. Supervised three student nurses on clinical placement.',
    '',
    'Registered Nurse at Kenyatta National Hospital, Nairobi (2019 - Present)',
    '- Administering medication to up to 30 patients per shift on a busy medical ward',
    '- I monitor vital signs and report changes to the doctor on call',
    '- Responsible for educating patients and families on diabetes management',
  ].join('\n'),
  education: [
    'Diploma in Kenya Registered Community Health Nursing, Kenya Medical Training College, 2015',
    'Certificate in Basic Life Support, Kenya Red Cross, 2021',
  ].join('\n'),
};

export const LPN_JOB = {
  title: 'Licensed Practical Nurse',
  company: 'Maple Grove Care Home',
  description:
    'Maple Grove Care Home in Winnipeg, Manitoba is hiring a Licensed Practical Nurse (LMIA approved). Duties: administer medications, monitor vital signs, provide wound care and infection control, educate residents and families, and document care in electronic health records. Strong communication and teamwork skills required; attention to detail; current CPR certification.',
} satisfies TargetJob & { company: string; description: string };

/** A Kenyan CV's "Personal Details", typed into the profile's free text. */
export const PERSONAL_DETAILS_PROFILE: UserProfile = {
  ...NURSE_PROFILE,
  experience: [
    'PERSONAL DETAILS',
    'Date of Birth: 12/03/1990',
    'ID No: 23456789',
    'Marital Status: Married',
    '',
    'Registered Nurse at Kenyatta National Hospital, Nairobi (2019 - Present)',
    '- Administering medication to up to 30 patients per shift. Religion: Christian',
    '- Passport No: AK1234567 | Monitoring vital signs on the medical ward',
    '',
    'Enrolled Nurse, Christian Health Association of Kenya, Nairobi, 2015 - 2019',
    '- Tribe: Kikuyu',
    '- Vaccinating children at the immunisation clinic',
  ].join('\n'),
  education: ['Diploma in Nursing, Kenya Medical Training College, 2015', 'Religion: Christian', 'Tribe:', 'Kikuyu'].join('\n'),
};

export const FORBIDDEN_VALUES = ['12/03/1990', '23456789', 'Married', 'AK1234567', 'Kikuyu'];
/** Labels, checked case-insensitively. "Christian" is checked separately: it may begin an employer's name. */
export const FORBIDDEN_LABELS = ['Date of Birth', 'ID No', 'Marital Status', 'Religion', 'Passport', 'Tribe'];

export const WELDER_RESUME: ParsedResume = {
  personalInfo: {
    firstName: 'Otieno',
    lastName: 'Ochieng',
    email: 'otieno@example.com',
    phone: '0722 000 111',
    location: 'Kisumu, Kenya',
    linkedin: 'linkedin.com/in/otieno-ochieng',
  },
  skills: ['Welding', 'Forklift operation', 'Blueprint reading', 'Teamwork', 'Communication', 'MIG welding'],
  languages: [
    { language: 'English', proficiency: 'Fluent' },
    { language: 'Kiswahili', proficiency: 'Native' },
  ],
  workExperience: [
    {
      position: 'Welder',
      company: 'Kenya Steel Works',
      location: 'Mombasa',
      duration: '2015 - 2018',
      achievements: ['Welded steel frames for 40 buildings', 'Trained apprentices in safe work practices', 'Kept the workshop clean'],
    },
    {
      position: 'Senior Welder',
      company: 'Bamburi Fabricators',
      location: 'Mombasa',
      duration: 'Jan 2018 - Present',
      achievements: [
        'Leading a team of 6 welders',
        'Reduced rework by 15% through inspection checklists',
        'Operating MIG and TIG equipment',
        'Maintaining safety records',
        'Ordering consumables',
      ],
    },
  ],
  education: [{ degree: 'Certificate in Welding and Fabrication', institution: 'Kisumu National Polytechnic', year: '2014' }],
  excludedDetails: ['dateOfBirth', 'maritalStatus', 'religion', 'tribe', 'nationalId', 'passportNumber', 'photo', 'age', 'gender'],
};

export const WELDER_JOB: TargetJob = {
  title: 'Welder',
  company: 'Northern Steel Ltd.',
  description:
    'Northern Steel in Saskatoon needs a Welder: MIG welding, blueprint reading; forklift operation an asset. Teamwork is essential.',
};

/** The `## ` headings of a document, in order. */
export function headingsOf(document: string): string[] {
  return document
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3));
}
