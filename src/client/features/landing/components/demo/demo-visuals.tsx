import { BadgeCheck, Check, CreditCard, FileText, Lock, MapPin, Plane, Search, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { MEMBERSHIP } from '../../../../../shared/constants';
import { m } from '../../../../../shared/i18n/paraglide/messages.js';
import type { DemoVisual } from './steps';

/**
 * The screens the guided demo shows, drawn as a fixed 640 × 360 stage that the player scales to its frame
 * (docs/product.md#guided-demo). They copy the look of the real screens; they are pictures, with nothing to click,
 * so the whole stage is hidden from assistive technology and the captions carry the words.
 */

export const STAGE_WIDTH = 640;
export const STAGE_HEIGHT = 360;

/** Names and sample values the pictures show: the same in every language, so not in the catalogues. */
const SAMPLE = {
  host: 'maple-bridge',
  brand: 'Maple Bridge',
  province: 'Ontario',
  otherProvince: 'Alberta',
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  phone: '+254 7•• ••• •••',
  mpesa: 'M-Pesa: 0712 345 678',
  card: '•••• •••• •••• 4242',
  expiry: '12 / 30',
  resumeName: 'AMINA OTIENO',
  resumeContact: 'Nairobi, Kenya · amina@example.com',
} as const;

/** The widths of a résumé section's grey lines. */
const LINES = {
  summary: ['w-full', 'w-11/12'],
  experience: ['w-2/3', 'w-full', 'w-5/6'],
  education: ['w-3/4'],
  skills: ['w-1/2'],
} as const;

const FIELD = 'rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900';

function AppWindow({ path = '', children }: { path?: string; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-xl ring-1 ring-black/10">
      <div className="flex items-center gap-2 border-b border-gray-200 bg-gray-100 px-3 py-1.5">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-green-400" />
        <span className="ml-2 flex-1 rounded bg-white px-2 py-0.5 text-[11px] text-gray-600">
          {SAMPLE.host}
          {path}
        </span>
      </div>
      <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-2">
        <span className="flex size-6 items-center justify-center rounded bg-red-600 text-xs font-bold text-white">M</span>
        <span className="text-sm font-bold text-gray-900">{SAMPLE.brand}</span>
        <span className="ml-auto flex gap-3 text-[11px] text-gray-600">
          <span>{m.landing_demo_nav_find_jobs()}</span>
          <span>{m.landing_demo_nav_ai_tools()}</span>
          <span>{m.landing_demo_nav_pricing()}</span>
        </span>
      </div>
      <div className="relative min-h-0 flex-1">{children}</div>
    </div>
  );
}

function Homepage() {
  return (
    <AppWindow path="/">
      <div className="h-full bg-gradient-to-br from-blue-600 to-blue-800 px-8 py-6 text-white">
        <p className="text-[11px] font-semibold tracking-wide text-blue-100 uppercase">{m.landing_hero_kicker()}</p>
        <p className="mt-1 max-w-md text-2xl leading-tight font-bold">{m.landing_hero_title()}</p>
        <div className="mt-5 flex items-center gap-2 rounded-lg bg-white p-2 text-sm text-gray-900 shadow-lg">
          <span className={`${FIELD} flex flex-1 items-center gap-2`}>
            <Search className="size-4 text-gray-500" />
            <span>{m.landing_demo_example_search()}</span>
            <span className="h-4 w-px bg-gray-900 motion-safe:animate-pulse" />
          </span>
          <span className={FIELD}>{SAMPLE.province}</span>
          <span className="rounded-md bg-red-600 px-3 py-2 font-semibold text-white">{m.landing_demo_search_jobs()}</span>
        </div>
        <p className="mt-3 flex items-center gap-2 text-xs text-blue-50">
          <span className="flex size-4 items-center justify-center rounded-sm bg-white text-blue-700">
            <Check className="size-3" />
          </span>
          {m.landing_demo_lmia_only()}
        </p>
      </div>
    </AppWindow>
  );
}

function SignUp() {
  const field = (label: string, value: string) => (
    <div>
      <p className="text-[11px] font-medium text-gray-700">{label}</p>
      <p className={`${FIELD} mt-0.5 text-xs`}>{value}</p>
    </div>
  );
  return (
    <AppWindow path="/sign-up">
      <div className="flex h-full items-center justify-center bg-gray-50">
        <div className="w-80 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <p className="text-base font-bold text-gray-900">{m.landing_demo_signup_title()}</p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {field(m.landing_demo_signup_first_name(), SAMPLE.firstName)}
            {field(m.landing_demo_signup_last_name(), SAMPLE.lastName)}
          </div>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {field(m.landing_demo_signup_email(), SAMPLE.email)}
            {field(m.landing_demo_signup_phone(), SAMPLE.phone)}
          </div>
          <div className="mt-2">{field(m.landing_demo_signup_password(), '••••••••••')}</div>
          <p className="mt-3 rounded-md bg-blue-600 py-2 text-center text-xs font-semibold text-white">{m.landing_demo_signup_submit()}</p>
        </div>
      </div>
    </AppWindow>
  );
}

const memberTools = () => [
  m.landing_demo_tool_jobs(),
  m.landing_demo_tool_documents(),
  m.landing_demo_tool_converter(),
  m.landing_demo_tool_guidance(),
];

function Payment() {
  return (
    <AppWindow path="/checkout">
      <div className="flex h-full items-center justify-center gap-5 bg-gray-50 px-6">
        <div className="w-64 rounded-xl border-2 border-red-600 bg-white p-4 shadow-sm">
          <p className="text-xs font-semibold text-red-700 uppercase">{m.landing_demo_membership()}</p>
          <p className="mt-1 text-3xl font-bold text-gray-900">{m.landing_demo_price({ price: MEMBERSHIP.priceCad })}</p>
          <p className="text-xs text-gray-700">{m.landing_demo_one_time({ months: MEMBERSHIP.months })}</p>
          <ul className="mt-3 grid gap-1 text-[11px] text-gray-700">
            {memberTools().map((tool) => (
              <li key={tool} className="flex items-start gap-1.5">
                <Check className="mt-px size-3.5 shrink-0 text-green-600" />
                {tool}
              </li>
            ))}
          </ul>
        </div>
        <div className="w-56 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-gray-900">
            <Smartphone className="size-4 text-gray-600" /> {m.landing_demo_mpesa_or_card()}
          </p>
          <p className={`${FIELD} mt-2 text-xs`}>{SAMPLE.mpesa}</p>
          <p className="mt-2 flex items-center gap-1.5 text-[11px] text-gray-700">
            <CreditCard className="size-3.5 text-gray-600" /> {m.landing_demo_or_card()}
          </p>
          <p className={`${FIELD} mt-2 text-xs tracking-widest`}>{SAMPLE.card}</p>
          <div className="mt-2 grid grid-cols-2 gap-2 text-xs">
            <p className={FIELD}>{SAMPLE.expiry}</p>
            <p className={FIELD}>•••</p>
          </div>
          <p className="mt-3 flex items-center justify-center gap-1.5 rounded-md bg-red-600 py-2 text-xs font-semibold text-white">
            <Lock className="size-3.5" /> {m.landing_demo_pay({ price: MEMBERSHIP.priceCad })}
          </p>
        </div>
      </div>
    </AppWindow>
  );
}

function JobCard({ title, company, place, category }: { title: string; company: string; place: string; category: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
      <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-[10px] font-semibold text-green-800 ring-1 ring-green-200">
        <BadgeCheck className="size-3" />
        {m.landing_demo_positive_lmia()}
      </span>
      <p className="mt-2 text-sm leading-snug font-semibold text-gray-900">{title}</p>
      <p className="text-[11px] font-medium text-gray-800">{company}</p>
      <p className="mt-1 flex items-center gap-1 text-[11px] text-gray-700">
        <MapPin className="size-3 text-gray-500" />
        {place}
      </p>
      <p className="mt-1.5 w-fit rounded-md bg-blue-50 px-1.5 py-0.5 text-[10px] font-medium text-blue-800">{category}</p>
      <div className="mt-2 flex gap-1.5 text-[11px] font-semibold">
        <span className="flex-1 rounded-md border border-gray-300 py-1 text-center text-gray-900">{m.landing_demo_details()}</span>
        <span className="flex-1 rounded-md bg-blue-600 py-1 text-center text-white">{m.landing_demo_apply()}</span>
      </div>
    </div>
  );
}

function Jobs() {
  return (
    <AppWindow path="/jobs">
      <div className="flex h-full gap-3 bg-gray-50 p-3">
        <div className="w-32 shrink-0 rounded-lg border border-gray-200 bg-white p-2 text-[11px] text-gray-700">
          <p className="font-semibold text-gray-900">{m.landing_demo_filters()}</p>
          <p className="mt-2">{m.landing_demo_province()}</p>
          <p className={`${FIELD} mt-0.5 px-2 py-1`}>{SAMPLE.otherProvince}</p>
          <p className="mt-2 flex items-center gap-1.5">
            <span className="flex size-3.5 items-center justify-center rounded-sm bg-blue-600 text-white">
              <Check className="size-2.5" />
            </span>
            {m.landing_demo_lmia_only()}
          </p>
        </div>
        <div className="grid flex-1 grid-cols-2 content-start gap-3">
          <JobCard
            title={m.landing_demo_job_food_supervisor()}
            company="Example Restaurants Ltd."
            place="Calgary, Alberta"
            category={m.landing_demo_category_hospitality()}
          />
          <JobCard
            title={m.landing_demo_job_home_support()}
            company="Example Care Services Inc."
            place="Edmonton, Alberta"
            category={m.landing_demo_category_healthcare()}
          />
        </div>
      </div>
    </AppWindow>
  );
}

function Documents() {
  const lines = (widths: readonly string[]) => (
    <div className="mt-1 grid gap-1">
      {widths.map((width, index) => (
        <span key={index} className={`h-1.5 rounded-full bg-gray-200 ${width}`} />
      ))}
    </div>
  );
  const heading = (text: string) => (
    <p className="mt-2.5 border-b border-gray-300 pb-0.5 text-[9px] font-bold tracking-wide text-blue-800 uppercase">{text}</p>
  );
  return (
    <AppWindow path="/ai-tools">
      <div className="flex h-full gap-4 bg-gray-50 px-5 py-3">
        <div className="w-44 shrink-0 text-[11px] text-gray-700">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
            <FileText className="size-4 text-blue-600" /> {m.landing_demo_resume_generator()}
          </p>
          <p className="mt-2">{m.landing_demo_job_title()}</p>
          <p className={`${FIELD} mt-0.5 px-2 py-1`}>{m.landing_demo_job_food_supervisor()}</p>
          <p className="mt-3 rounded-md bg-blue-600 py-1.5 text-center font-semibold text-white">{m.landing_demo_generate_resume()}</p>
          <p className="mt-3 flex items-center gap-1 text-green-800">
            <Check className="size-3.5" /> {m.landing_demo_canadian_format()}
          </p>
          <p className="mt-1 flex items-center gap-1 text-green-800">
            <Check className="size-3.5" /> {m.landing_demo_no_photo()}
          </p>
        </div>
        <div className="flex-1 overflow-hidden rounded-sm bg-white px-6 py-3 shadow-md ring-1 ring-gray-200">
          <p className="text-center text-sm font-bold tracking-wide text-gray-900">{SAMPLE.resumeName}</p>
          <p className="text-center text-[9px] text-gray-600">{SAMPLE.resumeContact}</p>
          {heading(m.landing_demo_resume_summary())}
          {lines(LINES.summary)}
          {heading(m.landing_demo_resume_experience())}
          {lines(LINES.experience)}
          {heading(m.landing_demo_resume_education())}
          {lines(LINES.education)}
          {heading(m.landing_demo_resume_skills())}
          {lines(LINES.skills)}
        </div>
      </div>
    </AppWindow>
  );
}

const applications = () => [
  {
    job: m.landing_demo_job_food_supervisor(),
    company: 'Example Restaurants Ltd.',
    status: m.landing_demo_status_review(),
    tone: 'bg-amber-50 text-amber-800 ring-amber-200',
  },
  {
    job: m.landing_demo_job_home_support(),
    company: 'Example Care Services Inc.',
    status: m.landing_demo_status_interview(),
    tone: 'bg-green-50 text-green-800 ring-green-200',
  },
  {
    job: m.landing_demo_job_cook(),
    company: 'Example Hotel Group',
    status: m.landing_demo_status_documents(),
    tone: 'bg-blue-50 text-blue-800 ring-blue-200',
  },
];

function Applications() {
  return (
    <AppWindow>
      <div className="h-full bg-gray-50 px-8 py-4">
        <p className="text-base font-bold text-gray-900">{m.landing_demo_after_apply()}</p>
        <p className="text-[11px] text-gray-600">{m.landing_demo_answer_examples()}</p>
        <ul className="mt-3 grid gap-2">
          {applications().map(({ job, company, status, tone }) => (
            <li key={job} className="flex items-center justify-between rounded-lg border border-gray-200 bg-white px-4 py-2.5 shadow-sm">
              <span>
                <span className="block text-sm font-semibold text-gray-900">{job}</span>
                <span className="block text-[11px] text-gray-700">{company}</span>
              </span>
              <span className={`rounded-full px-2.5 py-0.5 text-[11px] font-semibold ring-1 ${tone}`}>{status}</span>
            </li>
          ))}
        </ul>
      </div>
    </AppWindow>
  );
}

// 'LMIA' is an official name, the same in every language (docs/i18n/glossary.md).
const pathway = () => [
  { step: m.landing_step_job_offer(), time: undefined },
  { step: 'LMIA', time: m.landing_months_range({ range: '2-6' }) },
  { step: m.landing_step_work_permit(), time: m.landing_months_range({ range: '2-4' }) },
  { step: m.landing_step_arrival(), time: undefined },
];

function Success() {
  return (
    <div className="flex h-full flex-col items-center justify-center rounded-lg bg-gradient-to-br from-red-600 to-red-700 px-8 text-white shadow-xl">
      <Plane className="size-10 motion-safe:animate-bounce" />
      <p className="mt-2 text-2xl font-bold">{m.landing_demo_pathway_title()}</p>
      <ol className="mt-5 flex w-full items-start justify-between gap-2">
        {pathway().map(({ step, time }, index) => (
          <li key={step} className="flex flex-1 flex-col items-center text-center">
            <span className="flex size-8 items-center justify-center rounded-full bg-white text-sm font-bold text-red-700">
              {index + 1}
            </span>
            <span className="mt-1.5 text-sm font-semibold">{step}</span>
            {time && <span className="text-xs text-red-50">{time}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

const VISUALS: Record<DemoVisual, () => ReactNode> = {
  homepage: Homepage,
  signup: SignUp,
  payment: Payment,
  jobs: Jobs,
  documents: Documents,
  applications: Applications,
  success: Success,
};

export function DemoVisualStage({ visual }: { visual: DemoVisual }) {
  const Visual = VISUALS[visual];
  return (
    <div className="size-full p-5">
      <Visual />
    </div>
  );
}
