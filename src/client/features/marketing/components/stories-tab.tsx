import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/save-file';
import { SCRIPT_FILES, STORIES_TEXTS as T, TESTIMONIAL_TEMPLATES, scriptText, socialCopy, type ScriptFile } from '../stories-scripts';

/** How long a Copy button reads 'Copied'. */
const COPIED_MS = 2_000;

/**
 * "Stories & Videos" (docs/product.md#admin-marketing): the video scripts as .txt files, then testimonial
 * templates and social copy, each with a Copy button. The words live in stories-scripts.ts.
 */
export function StoriesTab() {
  const social = socialCopy(window.location.origin);
  return (
    <div className="grid min-w-0 gap-8">
      <Section id="stories-scripts" title={T.scriptsHeading} intro={T.scriptsIntro}>
        <ul className="grid gap-4 md:grid-cols-3">
          {SCRIPT_FILES.map((file) => (
            <li key={file.fileName} className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-gray-900">{file.title}</h3>
                <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">{file.duration}</span>
              </div>
              <p className="grow text-sm text-gray-700">{file.preview}</p>
              <Button onClick={() => downloadScript(file)} aria-label={T.downloadLabel(file.title)} className="h-11 self-start">
                <Download aria-hidden="true" className="size-4" />
                {T.download}
              </Button>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stories-testimonials" title={T.testimonialsHeading} intro={T.testimonialsIntro}>
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIAL_TEMPLATES.map((template) => (
            <CopyCard key={template.title} title={template.title} text={template.text} badge={T.templateBadge} />
          ))}
        </ul>
      </Section>

      <Section id="stories-social" title={T.socialHeading} intro={T.socialIntro}>
        <ul className="grid gap-4 md:grid-cols-2">
          {social.map((copy) => (
            <CopyCard key={copy.network} title={copy.network} text={copy.text} />
          ))}
        </ul>
      </Section>
    </div>
  );
}

function downloadScript(file: ScriptFile) {
  saveFile(new Blob([scriptText(file)], { type: 'text/plain;charset=utf-8' }), file.fileName);
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function CopyCard({ title, text, badge }: { title: string; text: string; badge?: string }) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{title}</h3>
        {badge && <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">{badge}</span>}
      </div>
      <p className="grow rounded-md bg-gray-50 p-3 text-sm break-words whitespace-pre-wrap text-gray-800 select-all">{text}</p>
      <CopyButton text={text} what={title} />
    </li>
  );
}

/** Reads 'Copied' for a moment after a copy; when the browser refuses, says so and asks for a manual copy. */
function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="grid gap-2">
      <Button variant="outline" onClick={() => void copy()} className="h-11 self-start justify-self-start">
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? T.copied : T.copy}
        <span className="sr-only"> {what}</span>
      </Button>
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {T.copyFailed}
        </p>
      )}
    </div>
  );
}
