import { MEMBERSHIP } from '../../../shared/constants';
import { operator } from '../../lib/operator';

/**
 * The words of the "Stories & Videos" tab (docs/product.md#admin-marketing): video scripts saved as .txt,
 * testimonial templates and social copy. Every claim is one the product keeps: the price and period of the
 * membership, the LMIA job database built from ESDC's positive-LMIA lists, the document tools and the typical
 * timeline the landing page shows. Stories about members are templates with [bracketed] fields, filled only
 * with a real member's consented words: no invented person, quote or figure (a unit test checks the numbers).
 * Plain data, free of DOM types, so the unit tests read it as the tab does.
 */

const PRICE = `${MEMBERSHIP.priceCad} CAD`;
const PERIOD = `${MEMBERSHIP.months} months`;
/** The typical timeline of the landing page's immigration section. */
const LMIA_TIME = '2–6 months';
const WORK_PERMIT_TIME = '2–4 months';

export const STORIES_TEXTS = {
  scriptsHeading: 'Video scripts',
  scriptsIntro: 'Timed scripts with scene, visual and voice-over lines, saved as plain text for the video team.',
  download: 'Download Script',
  downloadLabel: (title: string) => `Download ${title}`,
  testimonialsHeading: 'Testimonial templates',
  testimonialsIntro:
    "Templates only: fill every [bracketed] field with a real member's own words, and publish them only with that member's written consent.",
  templateBadge: 'Template',
  socialHeading: 'Social media copy',
  socialIntro: 'Ready-to-post copy for each network. Check the link before posting.',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (name: string) => `Copy ${name}`,
  copyFailed: 'This browser did not allow copying. Select the text above and copy it manually.',
} as const;

/** One timed part of a video, from `from` to `to` seconds. */
export interface ScriptSection {
  from: number;
  to: number;
  scene: string;
  visual: string;
  voiceOver: string;
}

export interface VideoScript {
  name: string;
  seconds: number;
  sections: readonly ScriptSection[];
}

export interface ScriptFile {
  title: string;
  /** What the card shows as the length, e.g. "60 s". */
  duration: string;
  fileName: string;
  preview: string;
  /** Said once, above the videos (the success story's template rules). */
  notes: readonly string[];
  videos: readonly VideoScript[];
}

const section = (from: number, to: number, scene: string, visual: string, voiceOver: string): ScriptSection => ({
  from,
  to,
  scene,
  visual,
  voiceOver,
});

const END_CARD = `Maple Bridge logo on white, the membership line "${PRICE} one-time, ${PERIOD} of access" and ${operator.supportEmail}.`;

export const SCRIPT_FILES: readonly ScriptFile[] = [
  {
    title: 'Success Story Script (60 s)',
    duration: '60 s',
    fileName: 'maple-bridge-success-story-script.txt',
    preview: "A template for one real member's journey from Kenya to a job in Canada, told in their own words.",
    notes: [
      "TEMPLATE. Replace every [bracketed] field with a real member's story, told with their written consent.",
      'Do not invent people, quotes, employers or figures. Leave out any part the member does not want to share.',
    ],
    videos: [
      {
        name: 'Success story',
        seconds: 60,
        sections: [
          section(
            0,
            5,
            'Opening',
            '[Member name] at home in [Home town], Kenya, or at work in [City], [Province].',
            '"My name is [Member name], and this is how I got to Canada."',
          ),
          section(
            5,
            15,
            'The start',
            '[Member name] at a laptop or phone, looking through job listings.',
            '"[In their words: what they wanted, and what made the search hard.]"',
          ),
          section(
            15,
            30,
            'Finding employers',
            'Screen recording: the Maple Bridge LMIA job database filtered by province and occupation.',
            `"On Maple Bridge I could see which Canadian employers had a positive LMIA for [Job title] in [Province]." (${LMIA_TIME} is the typical LMIA time; say only what happened to [Member name].)`,
          ),
          section(
            30,
            45,
            'Preparing the application',
            'Screen recording: a Canadian-format resume and cover letter made with the AI tools.',
            '"[In their words: how the Canadian-format resume, cover letter or personal statement helped.]"',
          ),
          section(
            45,
            55,
            'Today',
            "[Member name] at work as [Job title] with [Employer] (only with the employer's permission to film).",
            '"[In their words: where they are now, and one piece of advice.]"',
          ),
          section(55, 60, 'End card', END_CARD, '"Start your own journey with Maple Bridge."'),
        ],
      },
    ],
  },
  {
    title: 'Platform Demo Script (60 s)',
    duration: '60 s',
    fileName: 'maple-bridge-platform-demo-script.txt',
    preview: 'A screen-recorded tour: the LMIA job database, the AI document tools, the resume converter and the immigration path.',
    notes: ['Record the screens on the live site with a demo account; show no real member data.'],
    videos: [
      {
        name: 'Platform demo',
        seconds: 60,
        sections: [
          section(
            0,
            5,
            'Hook',
            'Maple Bridge home page, "From Kenya to Canada".',
            '"Looking for work in Canada from Kenya? Here is Maple Bridge."',
          ),
          section(
            5,
            20,
            'LMIA job database',
            'Search by job title and province; open a job and show the employer and the LMIA approval.',
            '"Search Canadian employers with a positive LMIA, taken from the lists published by ESDC, Employment and Social Development Canada. Filter by province and occupation."',
          ),
          section(
            20,
            35,
            'AI document tools',
            'Generate a resume, then a cover letter, then a personal statement.',
            '"Our AI tools write Canadian-format resumes, cover letters and personal statements from your own details."',
          ),
          section(
            35,
            45,
            'Resume converter',
            'Paste an existing CV and convert it; point at the personal details it leaves out.',
            '"Already have a CV? The resume converter turns it into the Canadian format and leaves out the personal details Canadian employers do not ask for."',
          ),
          section(
            45,
            55,
            'Immigration path',
            `The typical timeline: LMIA ${LMIA_TIME}, work permit ${WORK_PERMIT_TIME}.`,
            `"See the path step by step: an LMIA typically takes ${LMIA_TIME}, a work permit ${WORK_PERMIT_TIME}."`,
          ),
          section(
            55,
            60,
            'Call to action',
            END_CARD,
            `"Full access for ${PERIOD}, one payment of ${PRICE}. Nothing renews automatically."`,
          ),
        ],
      },
    ],
  },
  {
    title: 'Social Media Video Scripts',
    duration: '30 s, 15 s and 60 s',
    fileName: 'maple-bridge-social-media-video-scripts.txt',
    preview: 'Three vertical videos: a 30 s reel, a 15 s short clip and a 60 s video, each with captions for viewing without sound.',
    notes: ['Vertical video, filmed in portrait. Burn in captions for viewers watching without sound.'],
    videos: [
      {
        name: 'Reel (30 s)',
        seconds: 30,
        sections: [
          section(
            0,
            5,
            'Hook',
            'Bold caption over a map line from Kenya to Canada.',
            '"Want to work in Canada? Start with employers approved to hire."',
          ),
          section(
            5,
            15,
            'Jobs',
            'Scroll through the LMIA job database, filtered by province.',
            '"Maple Bridge lists Canadian employers with a positive LMIA, from ESDC\'s published lists."',
          ),
          section(
            15,
            25,
            'Documents',
            'A Canadian-format resume appears beside a cover letter.',
            '"Make Canadian-format resumes, cover letters and personal statements with our AI tools."',
          ),
          section(25, 30, 'Offer', END_CARD, `"${PRICE}, one time, for ${PERIOD}. Link in bio."`),
        ],
      },
      {
        name: 'Short clip (15 s)',
        seconds: 15,
        sections: [
          section(0, 5, 'Hook', 'Caption: "Your CV, in the Canadian format".', '"Canadian employers expect a Canadian-format resume."'),
          section(
            5,
            10,
            'Tool',
            'The resume converter turns a pasted CV into the Canadian format.',
            '"The Maple Bridge resume converter does it for you."',
          ),
          section(10, 15, 'Offer', END_CARD, `"${PERIOD} of access for ${PRICE}, one time."`),
        ],
      },
      {
        name: 'Video (60 s)',
        seconds: 60,
        sections: [
          section(0, 5, 'Hook', 'Caption: "From Kenya to Canada: the steps".', '"Here is the path from Kenya to a job in Canada."'),
          section(
            5,
            20,
            'Step one: find an employer',
            'The LMIA job database, searched by province and occupation.',
            '"Find Canadian employers with a positive LMIA, from the lists ESDC publishes."',
          ),
          section(
            20,
            35,
            'Step two: apply the Canadian way',
            'The AI tools and the resume converter at work.',
            '"Prepare a Canadian-format resume, cover letter and personal statement, or convert the CV you have."',
          ),
          section(
            35,
            50,
            'Step three: the permits',
            `Timeline graphic: LMIA ${LMIA_TIME}, work permit ${WORK_PERMIT_TIME}.`,
            `"An LMIA typically takes ${LMIA_TIME}, then a work permit ${WORK_PERMIT_TIME}. Maple Bridge shows you each step."`,
          ),
          section(
            50,
            60,
            'Offer',
            END_CARD,
            `"One payment of ${PRICE} gives you ${PERIOD} of full access. No automatic renewal, no job or visa guaranteed, just the tools to go after it."`,
          ),
        ],
      },
    ],
  },
];

/** "0–5 s" */
export const sectionTime = ({ from, to }: ScriptSection) => `${from}–${to} s`;

/** The .txt file: a heading, the notes, then each video's timed sections with their scene, visual and voice-over. */
export function scriptText(file: ScriptFile): string {
  const lines = [`Maple Bridge — ${file.title}`, `Length: ${file.duration}`, ''];
  for (const note of file.notes) lines.push(note);
  if (file.notes.length > 0) lines.push('');
  for (const video of file.videos) {
    if (file.videos.length > 1) lines.push(`== ${video.name} ==`, '');
    for (const part of video.sections) {
      lines.push(`[${sectionTime(part)}] ${part.scene}`, `  Visual: ${part.visual}`, `  Voice-over: ${part.voiceOver}`, '');
    }
  }
  lines.push(`Maple Bridge · ${operator.supportEmail}`);
  return lines.join('\n') + '\n';
}

export interface TestimonialTemplate {
  title: string;
  text: string;
}

export const TESTIMONIAL_TEMPLATES: readonly TestimonialTemplate[] = [
  {
    title: 'Job found through the LMIA database',
    text: '"I found [Employer], an employer with a positive LMIA in [Province], on Maple Bridge. Today I work as a [Job title] in [City]." — [Member name], [Home town], Kenya',
  },
  {
    title: 'Canadian-format documents',
    text: '"[In the member\'s words: how the Canadian-format resume, cover letter or personal statement changed their applications.]" — [Member name], [Job title]',
  },
  {
    title: 'The immigration path',
    text: '"[In the member\'s words: how knowing the steps, from the LMIA to the work permit, helped them plan.]" — [Member name], now in [Province]',
  },
];

export type SocialNetwork = 'Facebook' | 'Instagram' | 'LinkedIn' | 'WhatsApp' | 'X';

export interface SocialCopy {
  network: SocialNetwork;
  text: string;
}

/** Social copy, with the site's address where a network shows links (Instagram's goes in the bio). */
export function socialCopy(website: string): readonly SocialCopy[] {
  return [
    {
      network: 'Facebook',
      text: [
        'Dreaming of working in Canada? 🇨🇦',
        `Maple Bridge lists Canadian employers with a positive LMIA, from the lists published by ESDC, and helps you prepare Canadian-format resumes, cover letters and personal statements with AI tools.`,
        `One payment of ${PRICE} gives you ${PERIOD} of full access. Nothing renews automatically.`,
        `Start here: ${website}`,
      ].join('\n\n'),
    },
    {
      network: 'Instagram',
      text: [
        'From Kenya to Canada 🇰🇪➡️🇨🇦',
        '✅ Employers with a positive LMIA',
        '✅ Canadian-format resumes and cover letters',
        '✅ Resume converter for the CV you already have',
        `${PRICE} one-time · ${PERIOD} of access`,
        'Link in bio.',
        '#CanadaJobs #LMIA #KenyaToCanada #WorkInCanada',
      ].join('\n'),
    },
    {
      network: 'LinkedIn',
      text: [
        'Kenyan professionals looking at Canada often ask the same two questions: which employers can hire from abroad, and what does a Canadian resume look like?',
        'Maple Bridge answers both: a database of employers with a positive Labour Market Impact Assessment (LMIA), built from the lists Employment and Social Development Canada publishes, and AI tools that write Canadian-format resumes, cover letters and personal statements.',
        `A typical LMIA takes ${LMIA_TIME} and a work permit ${WORK_PERMIT_TIME}; Maple Bridge shows each step. Membership is ${PRICE}, paid once, for ${PERIOD}.`,
        website,
      ].join('\n\n'),
    },
    {
      network: 'WhatsApp',
      text: `Hi! If you are thinking about working in Canada, have a look at Maple Bridge: employers with a positive LMIA, Canadian-format resumes and cover letters, and the immigration steps explained. ${PRICE} one-time for ${PERIOD}. ${website}`,
    },
    {
      network: 'X',
      text: `Work in Canada from Kenya: find employers with a positive LMIA and write a Canadian-format resume with Maple Bridge. ${PRICE} one-time, ${PERIOD} of access. ${website} #CanadaJobs #LMIA`,
    },
  ];
}
