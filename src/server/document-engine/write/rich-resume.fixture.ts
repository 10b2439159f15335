import type { ParsedResume } from '../../../shared/schemas/documents';

/**
 * A rich resume for the template tests (docs/product.md#resume-templates): three roles with many bullets,
 * ĩ and ũ in the name, and the bullet the creative template used to drop ("Mentored 12 nurses…"). Every
 * template must print every bullet, here and in its Word and PDF files
 * (src/client/features/documents/export/template-files.test.ts). The bullets are already in the writers'
 * past-tense action-verb form, so they are printed as written.
 */
export const RICH_RESUME: ParsedResume = {
  personalInfo: {
    firstName: 'Wanjĩrũ',
    lastName: 'Njoroge Kamau',
    email: 'wanjiru.kamau@example.com',
    phone: '0712 345 678',
    location: 'Nakuru, Kenya',
    linkedin: '',
  },
  skills: ['Patient assessment', 'Wound care', 'Medication administration', 'Infection control', 'Teamwork', 'Electronic health records'],
  languages: [
    { language: 'English', proficiency: 'Fluent' },
    { language: 'Kiswahili', proficiency: 'Native' },
  ],
  workExperience: [
    {
      position: 'Nursing Officer',
      company: 'Nakuru Level 5 Hospital',
      location: 'Nakuru',
      duration: 'Mar 2019 - Present',
      achievements: [
        'Mentored 12 nurses through their first year on the surgical ward',
        'Cut medication errors by 30% with a double-check routine',
        'Assessed and triaged 40 patients a shift in the emergency unit',
        'Led the ward infection-control audit for three years',
        'Trained 25 staff on the new electronic health records system',
        'Coordinated discharge plans with families and community health volunteers',
      ],
    },
    {
      position: 'Registered Nurse',
      company: 'Mater Misericordiae Hospital',
      location: 'Nairobi',
      duration: 'Jan 2015 - Feb 2019',
      achievements: [
        'Cared for 8 post-operative patients a shift',
        'Dressed complex wounds and recorded healing progress',
        'Reported changes in patient condition to the surgical team',
        'Prepared patients and families for surgery',
      ],
    },
    {
      position: 'Community Health Nurse',
      company: 'Kiambu County Health Services',
      location: 'Kiambu',
      duration: '2012 - 2014',
      achievements: ['Ran weekly immunisation clinics for 300 children', 'Visited 20 homes a week for maternal health follow-ups'],
    },
  ],
  education: [{ degree: 'Bachelor of Science in Nursing', institution: 'University of Nairobi', year: '2011' }],
  excludedDetails: [],
};

/** Every bullet of the rich resume, in the member's words. */
export const RICH_RESUME_BULLETS: readonly string[] = RICH_RESUME.workExperience.flatMap((role) => role.achievements);
