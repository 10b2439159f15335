import { MEMBERSHIP } from '../../../../../shared/constants';

/**
 * The guided demo's script (docs/product.md#guided-demo). Plain data, free of DOM types, so the poster can list the
 * chapters without loading the player and the timeline's unit tests can read it.
 */

export type DemoVisual = 'homepage' | 'signup' | 'payment' | 'jobs' | 'documents' | 'applications' | 'success';

export interface DemoStep {
  title: string;
  /** What the narrator says, and the caption shown while the step plays. */
  spoken: string;
  /** One line about the screen the step shows. */
  description: string;
  visual: DemoVisual;
}

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'Welcome to Maple Bridge',
    spoken: 'Welcome to Maple Bridge: Canadian jobs with employers approved to hire foreign workers, for Kenyan professionals.',
    description: 'Search LMIA jobs by keyword and province from the home page.',
    visual: 'homepage',
  },
  {
    title: 'Create your profile',
    spoken: 'First, create your account with your name, e-mail, phone number and a password.',
    description: 'Sign up with your name, e-mail, phone and a password.',
    visual: 'signup',
  },
  {
    title: `Pay $${MEMBERSHIP.priceCad} CAD`,
    spoken: `Then pay ${MEMBERSHIP.priceCad} Canadian dollars, once, by M-Pesa or by card, for ${MEMBERSHIP.months} months of full access.`,
    description: `One payment of $${MEMBERSHIP.priceCad} CAD, by M-Pesa or card, for a ${MEMBERSHIP.months}-month membership.`,
    visual: 'payment',
  },
  {
    title: 'Browse LMIA jobs',
    spoken:
      'Browse LMIA jobs by province. A positive LMIA means the employer is approved to hire a foreign worker for that occupation and place.',
    description: 'Jobs from employers with a positive Labour Market Impact Assessment.',
    visual: 'jobs',
  },
  {
    title: 'Generate AI documents',
    spoken: 'Our AI tools write Canadian-format resumes, cover letters and personal statements for the job you want.',
    description: 'A Canadian-format resume, written for the job.',
    visual: 'documents',
  },
  {
    title: 'Apply to employers',
    spoken:
      'Apply to employers with your documents. An application may be under review, lead to an interview, or bring a request for documents.',
    description: 'Examples of where an application can stand after you apply.',
    visual: 'applications',
  },
  {
    title: 'Move to Canada',
    spoken: 'After a job offer, the LMIA usually takes two to six months and the work permit two to four. Then, welcome to Canada.',
    description: 'Job offer, LMIA, work permit, and arrival in Canada.',
    visual: 'success',
  },
];
