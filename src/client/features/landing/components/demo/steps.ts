import { MEMBERSHIP } from '../../../../../shared/constants';
import { m } from '../../../../../shared/i18n/paraglide/messages.js';

/**
 * The guided demo's chapters (docs/product.md#guided-demo). Plain data, free of DOM types, so the poster can list the
 * chapters without loading the player and the timeline's unit tests can read it. What the narrator says is in
 * script.ts, which only the player loads: the first visit of the home page carries the titles alone.
 */

export type DemoVisual = 'homepage' | 'signup' | 'payment' | 'jobs' | 'documents' | 'applications' | 'success';

export interface DemoChapter {
  readonly title: string;
  readonly visual: DemoVisual;
}

/** A chapter whose title is read from the catalogues when it is read, so it follows the page's language. */
function chapter(visual: DemoVisual, title: () => string): DemoChapter {
  return {
    visual,
    get title() {
      return title();
    },
  };
}

const { priceCad: price } = MEMBERSHIP;

export const DEMO_STEPS: readonly DemoChapter[] = [
  chapter('homepage', m.landing_demo_welcome_title),
  chapter('signup', m.landing_demo_profile_title),
  chapter('payment', () => m.landing_demo_payment_title({ price })),
  chapter('jobs', m.landing_demo_jobs_title),
  chapter('documents', m.landing_demo_documents_title),
  chapter('applications', m.landing_demo_apply_title),
  chapter('success', m.landing_demo_move_title),
];
