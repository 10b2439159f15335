import { describe, expect, it } from 'vitest';
import { RESUME_TEMPLATES, type ResumeTemplate, type UserProfile } from '../../../shared/schemas/documents';
import { convertResume, convertToAllTemplates, generateCoverLetter, generatePersonalStatement, generateResume } from '../index';
import {
  FORBIDDEN_LABELS,
  FORBIDDEN_VALUES,
  LPN_JOB,
  NURSE_PROFILE,
  PERSONAL_DETAILS_PROFILE,
  WELDER_JOB,
  WELDER_RESUME,
  headingsOf,
} from './test-fixtures';

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const TODAY = new Date(Date.UTC(2026, 10, 23, 9, 0));

/** Every document the writer makes for one profile and job. */
function allDocuments(profile: UserProfile, job = LPN_JOB): Record<string, string> {
  const resumes = convertToAllTemplates(
    {
      ...WELDER_RESUME,
      personalInfo: { ...WELDER_RESUME.personalInfo, firstName: profile.firstName, lastName: profile.lastName },
    },
    job,
  );
  return {
    resume: generateResume(profile, job),
    coverLetter: generateCoverLetter(profile, job, TODAY),
    immigrationStatement: generatePersonalStatement(profile, 'immigration', job.title),
    employerStatement: generatePersonalStatement(profile, 'employer', job.title),
    ...Object.fromEntries(Object.entries(resumes).map(([template, text]) => [`template:${template}`, text])),
  };
}

describe('generateResume', () => {
  const resume = generateResume(NURSE_PROFILE, LPN_JOB);

  it('has the name as title, a contact line with the international phone, and the Canadian sections in order', () => {
    const lines = resume.split('\n');
    expect(lines[0]).toBe('# Wanjiru Kamau');
    expect(lines[2]).toBe('Nairobi, Kenya | +254 712 345 678 | wanjiru.kamau@example.com');
    expect(headingsOf(resume)).toEqual(['Profile', 'Skills', 'Work Experience', 'Education']);
  });

  it('tailors the profile to the job title with 2–3 of the best-matching skills', () => {
    const profile = resume.split('## Profile\n\n')[1]?.split('\n')[0] ?? '';
    expect(profile).toContain('Licensed Practical Nurse');
    expect(profile).toContain('Maple Grove Care Home');
    expect(profile).toMatch(/wound care, infection control and electronic health records/);
    expect(profile).not.toContain('patient education');
  });

  it('lists the member’s skills by match, then at most three generic skills the posting asks for (never a certification)', () => {
    const skills = resume.split('## Skills\n\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(skills.slice(0, 6).map((line) => line.slice(2))).toEqual([
      'Wound care',
      'Infection control',
      'Electronic health records',
      'Medication administration',
      'Vital signs monitoring',
      'Patient education',
    ]);
    expect(skills.slice(6)).toEqual(['- Communication', '- Teamwork', '- Attention to detail']);
    expect(resume).not.toMatch(/\bCPR\b/);
  });

  it('orders roles most recent first and turns the member’s sentences into action-verb bullets', () => {
    const experience = resume.split('## Work Experience\n\n')[1]?.split('\n## ')[0] ?? '';
    expect(experience).toBe(
      [
        '**Registered Nurse** | Kenyatta National Hospital, Nairobi | 2019 – Present',
        '- Administer medication to up to 30 patients per shift on a busy medical ward',
        '- Monitor vital signs and report changes to the doctor on call',
        '- Educate patients and families on diabetes management',
        '',
        '**Enrolled Nurse** | Mater Misericordiae Hospital, Nairobi | 2015 – 2019',
        '- Dressed wounds and prevented infections in the surgical ward',
        '- Supervised three student nurses on clinical placement',
        '',
      ].join('\n'),
    );
  });

  it('keeps the ECA advice and a references line out of the document, and invents no language for a member in Kenya', () => {
    expect(resume).not.toContain('Educational Credential Assessment');
    expect(resume).not.toContain('## Languages');
    expect(resume).not.toMatch(/references available/i);
  });

  it('leaves out Languages when nothing names a language and the member is not in Kenya', () => {
    const abroad = generateResume(
      {
        ...NURSE_PROFILE,
        location: 'Dubai, UAE',
        phone: '+971 50 123 4567',
        experience: 'Nurse at City Clinic, 2020 - 2024',
        education: '',
      },
      LPN_JOB,
    );
    expect(headingsOf(abroad)).toEqual(['Profile', 'Skills', 'Work Experience']);
    expect(abroad).toContain('+971 50 123 4567');
  });

  it('copes with a bare profile', () => {
    const bare = generateResume({ firstName: 'Amina', lastName: 'Hassan', skills: [] }, { title: 'Cook' });
    expect(bare).toContain('# Amina Hassan');
    expect(bare).toContain('Applicant for the Cook position.');
    expect(headingsOf(bare)).toEqual(['Profile']);
  });
});

describe('generateCoverLetter', () => {
  const letter = generateCoverLetter(NURSE_PROFILE, LPN_JOB, TODAY);

  it('is a Canadian business letter for the role and company', () => {
    const paragraphs = letter.trimEnd().split('\n\n');
    expect(paragraphs.slice(0, 6)).toEqual([
      '# Wanjiru Kamau',
      'Nairobi, Kenya | +254 712 345 678 | wanjiru.kamau@example.com',
      'November 23, 2026',
      'Hiring Manager, Maple Grove Care Home',
      '**Re: Application for Licensed Practical Nurse**',
      'Dear Hiring Manager,',
    ]);
    expect(paragraphs[6]).toMatch(/^I am writing to apply for the Licensed Practical Nurse position at Maple Grove Care Home\./);
    expect(paragraphs.slice(-2)).toEqual(['Sincerely,', 'Wanjiru Kamau']);
    expect(headingsOf(letter)).toEqual([]);
  });

  it('connects matched skills and experience to the posting', () => {
    expect(letter).toContain('Your posting calls for wound care, infection control and electronic health records');
    expect(letter).toContain(
      'In my current role as a Registered Nurse at Kenyatta National Hospital, I administer medication to up to 30 patients per shift',
    );
    expect(letter).toContain('Before that, as an Enrolled Nurse at Mater Misericordiae Hospital, I dressed wounds');
  });

  it('states work-permit readiness factually: applying from Kenya, through the LMIA-based program', () => {
    expect(letter).toContain('I am applying from Nairobi, Kenya.');
    expect(letter).toContain(
      'If Maple Grove Care Home obtains a positive Labour Market Impact Assessment (LMIA) for this position, I am ready to apply for an employer-specific work permit through the Temporary Foreign Worker Program',
    );
    expect(letter).not.toMatch(/guarantee|will be approved/i);
  });

  it('dates the letter from the given day', () => {
    expect(generateCoverLetter(NURSE_PROFILE, LPN_JOB, new Date(Date.UTC(2027, 0, 5, 12)))).toContain('\n\nJanuary 5, 2027\n\n');
  });
});

describe('generatePersonalStatement', () => {
  it('for an immigration file (the default): background, skills, why Canada, ties and plans, permit conditions', () => {
    const statement = generatePersonalStatement(NURSE_PROFILE, undefined, 'Licensed Practical Nurse');
    expect(statement).toBe(generatePersonalStatement(NURSE_PROFILE, 'immigration', 'Licensed Practical Nurse'));
    expect(statement.startsWith('# Wanjiru Kamau\n')).toBe(true);
    expect(headingsOf(statement)).toEqual([
      'Background',
      'Skills and Experience',
      'Why Canada',
      'Ties and Plans',
      'Commitment to Permit Conditions',
    ]);
    expect(statement).toContain('Licensed Practical Nurse');
    expect(statement).toContain('I will respect all of its conditions');
    expect(statement).toContain('Registered Nurse at Kenyatta National Hospital, Nairobi (2019 – Present)');
  });

  it('for an employer: motivation, strengths, adaptability, availability', () => {
    const statement = generatePersonalStatement(NURSE_PROFILE, 'employer', 'Licensed Practical Nurse');
    expect(headingsOf(statement)).toEqual(['Motivation', 'Strengths', 'Adaptability', 'Availability']);
    expect(statement).toContain('I am applying for the Licensed Practical Nurse position');
    expect(statement).toContain('positive Labour Market Impact Assessment (LMIA)');
  });

  it('reads well without a target role', () => {
    expect(generatePersonalStatement(NURSE_PROFILE, 'employer')).toContain('**Personal statement for employment in Canada**');
    expect(generatePersonalStatement(NURSE_PROFILE)).toContain('I am applying to work in Canada in my occupation');
  });
});

describe('convertResume', () => {
  const all = convertToAllTemplates(WELDER_RESUME, WELDER_JOB);
  const EXPECTED_HEADINGS: Record<ResumeTemplate, string[]> = {
    professional: ['Professional Summary', 'Work Experience', 'Education', 'Skills', 'Languages'],
    modern: ['Core Skills', 'Experience', 'Education', 'Languages'],
    executive: ['Leadership Summary', 'Key Achievements', 'Professional Experience', 'Education', 'Core Competencies', 'Languages'],
    technical: ['Technical Skills', 'Project and Achievement Highlights', 'Experience', 'Education', 'Languages'],
    creative: ['What I Bring', 'Experience', 'Education', 'Skills', 'Languages'],
  };

  it.each(RESUME_TEMPLATES)('%s: name, target title, its sections, the Canadian conventions', (template) => {
    const text = all[template];
    expect(text).toBe(convertResume(WELDER_RESUME, template, WELDER_JOB));
    expect(text.startsWith('# Otieno Ochieng\n')).toBe(true);
    expect(text).toContain('Welder');
    expect(text).toMatch(/(?:position|role|candidate)\b/);
    expect(headingsOf(text)).toEqual(EXPECTED_HEADINGS[template]);
    expect(text).toContain('+254 722 000 111');
    expect(text).not.toContain('Educational Credential Assessment');
    expect(text).not.toMatch(/references available/i);
    // The parser's list of what it left out is never printed.
    for (const detail of WELDER_RESUME.excludedDetails) expect(text).not.toMatch(new RegExp(`\\b${detail}\\b`, 'i'));
  });

  it('gives five different documents with at least four different section orders', () => {
    for (const a of RESUME_TEMPLATES) {
      for (const b of RESUME_TEMPLATES) if (a !== b) expect(all[a]).not.toBe(all[b]);
    }
    const orders = new Set(RESUME_TEMPLATES.map((template) => headingsOf(all[template]).join(' > ')));
    expect(orders.size).toBeGreaterThanOrEqual(4);
  });

  it('lays each template out in its own way', () => {
    expect(all.modern.split('\n')[2]).toBe('**Welder candidate · Senior Welder · Kisumu, Kenya**');
    expect(all.modern).toContain(
      '## Core Skills\n\nWelding · Forklift operation · Blueprint reading · Teamwork · MIG welding · Communication',
    );
    expect(all.executive).toContain(
      '## Key Achievements\n\n- Lead a team of 6 welders (Bamburi Fabricators)\n- Reduced rework by 15% through inspection checklists (Bamburi Fabricators)\n',
    );
    // Older roles get fewer bullets in the executive template.
    expect(all.executive).toContain('**Welder** | Kenya Steel Works, Mombasa | 2015 – 2018\n- Kept the workshop clean\n');
    expect(all.technical).toContain('- **Technical and tools:** Welding, Forklift operation, Blueprint reading, MIG welding');
    expect(all.technical).toContain('- **Professional:** Teamwork, Communication');
    expect(all.creative.split('\n')[2]).toBe('Senior Welder bringing welding and forklift operation to the Welder role.');
    expect(all.creative).toContain('**Jan 2018 – Present · Senior Welder, Bamburi Fabricators**\n- Lead a team of 6 welders\n');
  });

  it('orders skills by match with the target job, and reads without one', () => {
    const plain = convertResume(WELDER_RESUME, 'professional');
    const tailored = convertResume(WELDER_RESUME, 'professional', {
      title: 'Forklift Operator',
      description: 'Forklift operation and clear communication on a busy floor.',
    });
    const skillsOf = (text: string) => text.split('## Skills\n\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(skillsOf(plain)[0]).toBe('- Welding');
    expect(skillsOf(tailored).slice(0, 2)).toEqual(['- Forklift operation', '- Communication']);
    expect(tailored).toContain('applying for the Forklift Operator position');
    expect(plain).not.toContain('applying for');
  });
});

describe('every document', () => {
  it('leaves out date of birth, identity numbers, marital status, religion and tribe, with labels and values', () => {
    const withDetails = {
      ...WELDER_RESUME,
      workExperience: WELDER_RESUME.workExperience.map((role) => ({
        ...role,
        achievements: [...role.achievements, 'Date of Birth: 12/03/1990', 'Marital Status: Married', 'Religion: Christian'],
      })),
    };
    const documents = {
      ...allDocuments(PERSONAL_DETAILS_PROFILE),
      ...Object.fromEntries(RESUME_TEMPLATES.map((template) => [`parsed:${template}`, convertResume(withDetails, template, LPN_JOB)])),
    };
    expect(Object.keys(documents)).toHaveLength(14);
    for (const [name, text] of Object.entries(documents)) {
      for (const value of FORBIDDEN_VALUES) expect(text, `${name}: ${value}`).not.toContain(value);
      for (const label of FORBIDDEN_LABELS) expect(text.toLowerCase(), `${name}: ${label}`).not.toContain(label.toLowerCase());
      // "Christian" only as part of the employer's name.
      expect(text.replaceAll('Christian Health Association of Kenya', ''), name).not.toMatch(/christian/i);
    }
    // The work around the details is kept.
    const resume = documents.resume ?? '';
    expect(resume).toContain('- Administer medication to up to 30 patients per shift');
    expect(resume).toContain('- Monitor vital signs on the medical ward');
    expect(resume).toContain('**Enrolled Nurse** | Christian Health Association of Kenya, Nairobi | 2015 – 2019\n- Vaccinated children');
    expect(resume).toContain('- Diploma in Nursing, Kenya Medical Training College, 2015\n');
  });

  it('is the same for the same input', () => {
    expect(allDocuments(NURSE_PROFILE)).toEqual(allDocuments(NURSE_PROFILE));
  });

  it('keeps Kenyan names with accents and hyphens intact', () => {
    const profile = { ...NURSE_PROFILE, firstName: 'Wanjĩrũ', lastName: 'Njoroge-Ogutu' };
    for (const [name, text] of Object.entries(allDocuments(profile))) {
      expect(text.startsWith('# Wanjĩrũ Njoroge-Ogutu\n'), name).toBe(true);
    }
    expect(generatePersonalStatement(profile)).toContain('My name is Wanjĩrũ Njoroge-Ogutu.');
    expect(generateCoverLetter(profile, LPN_JOB, TODAY).trimEnd().endsWith('Sincerely,\n\nWanjĩrũ Njoroge-Ogutu')).toBe(true);
  });

  it('produces no markup of its own and keeps the member’s angle brackets as literal text', () => {
    const script = '<script>alert(1)</script>';
    const image = '<img src=x onerror=alert(1)>';
    const profile: UserProfile = {
      ...NURSE_PROFILE,
      skills: [script, 'Wound care', image],
      experience: `${NURSE_PROFILE.experience}\n- Wrote ${image} on the ward board\n\n${script} at ${image}, 2012 - 2014\n## Skills\n- Cleaned ${script}`,
      education: `${NURSE_PROFILE.education}\n${script}`,
    };
    const documents = allDocuments(profile, { ...LPN_JOB, title: `Nurse ${image}` });
    for (const [name, text] of Object.entries(documents)) {
      const withoutTyped = text.replaceAll(script, '').replaceAll(image, '');
      expect(withoutTyped, name).not.toMatch(/[<>]/);
    }
    const resume = documents.resume ?? '';
    expect(resume).toContain(`- ${script}`);
    expect(resume).toContain(`- ${image}`);
    expect(resume).toContain(`- Wrote ${image} on the ward board`);
    expect(resume).toContain(`**${script}** | ${image} | 2012 – 2014`);
    // A typed "## Skills" does not become a second Skills heading.
    expect(headingsOf(resume).filter((heading) => heading === 'Skills')).toHaveLength(1);
    expect(documents.coverLetter).toContain(`**Re: Application for Nurse ${image}**`);
  });

  it('is fast: all documents for a typical profile take well under 50 ms', () => {
    allDocuments(NURSE_PROFILE);
    const started = performance.now();
    for (let run = 0; run < 10; run += 1) allDocuments(NURSE_PROFILE);
    expect(performance.now() - started).toBeLessThan(200);

    const times: number[] = [];
    for (let run = 0; run < 1000; run += 1) {
      const start = performance.now();
      allDocuments(NURSE_PROFILE);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[499] ?? 0;
    const p95 = times[949] ?? 0;
    console.info(`built-in writer, all 9 documents: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms over 1,000 runs`);
    expect(p95).toBeLessThan(50);
  });
});
