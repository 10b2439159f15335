import { MEMBERSHIP } from '../../../../../shared/constants';
import { m } from '../../../../../shared/i18n/paraglide/messages.js';
import { DEMO_STEPS, type DemoChapter, type DemoVisual } from './steps';

/** The guided demo's script, a step per chapter (docs/product.md#guided-demo): loaded with the player. */
export interface DemoStep extends DemoChapter {
  /** What the narrator says, and the caption shown while the step plays. */
  readonly spoken: string;
  /** One line about the screen the step shows. */
  readonly description: string;
}

type StepTexts = Record<'spoken' | 'description', () => string>;

const { priceCad: price, months } = MEMBERSHIP;

/** What is said over each chapter's screen, read from the catalogues when it is read: in the page's language. */
const TEXTS: Record<DemoVisual, StepTexts> = {
  homepage: { spoken: m.landing_demo_welcome_spoken, description: m.landing_demo_welcome_description },
  signup: { spoken: m.landing_demo_profile_spoken, description: m.landing_demo_profile_description },
  payment: {
    spoken: () => m.landing_demo_payment_spoken({ price, months }),
    description: () => m.landing_demo_payment_description({ price, months }),
  },
  jobs: { spoken: m.landing_demo_jobs_spoken, description: m.landing_demo_jobs_description },
  documents: { spoken: m.landing_demo_documents_spoken, description: m.landing_demo_documents_description },
  applications: { spoken: m.landing_demo_apply_spoken, description: m.landing_demo_apply_description },
  success: { spoken: m.landing_demo_move_spoken, description: m.landing_demo_move_description },
};

export const DEMO_SCRIPT: readonly DemoStep[] = DEMO_STEPS.map((chapter) => ({
  visual: chapter.visual,
  get title() {
    return chapter.title;
  },
  get spoken() {
    return TEXTS[chapter.visual].spoken();
  },
  get description() {
    return TEXTS[chapter.visual].description();
  },
}));
