import { AlertTriangle, House, RefreshCw } from 'lucide-react';
import { localePath } from '../../lib/locale-path';
import { operator } from '../../lib/operator';
import { ERROR_SCREEN } from '../../../shared/shell-messages';
import { Button } from '../ui/button';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** The error screen (docs/product.md#error-screen). Reporting is done by whoever caught the error (see lib/error-report.ts). */
export function ErrorScreen({ error }: { error?: unknown }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-50">
        <AlertTriangle aria-hidden="true" className="size-7 text-red-600" />
      </div>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{ERROR_SCREEN.title}</h1>
      <p className="mt-3 text-gray-700">{ERROR_SCREEN.subtitle}</p>
      <p className="mt-2 text-sm text-gray-600">{ERROR_SCREEN.reported}</p>

      {import.meta.env.DEV && error instanceof Error && (
        <pre className="mt-4 max-h-40 w-full overflow-auto rounded-md bg-gray-100 p-3 text-left text-xs text-gray-800">
          {error.stack ?? error.message}
        </pre>
      )}

      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {ERROR_SCREEN.refresh}
        </Button>
        {/* A full load rather than a client-side navigation: whatever broke is left behind. */}
        <Button size="lg" variant="outline" onClick={() => window.location.assign(localePath('/'))}>
          <House aria-hidden="true" className="size-4" />
          {ERROR_SCREEN.home}
        </Button>
      </div>

      <div className="mt-8 w-full rounded-lg border border-gray-200 bg-gray-50 p-4 text-left text-sm text-gray-700">
        <h2 className="font-semibold text-gray-900">{ERROR_SCREEN.helpTitle}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {ERROR_SCREEN.helpSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3">
          {m.shell_support_label()}{' '}
          <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-600 underline underline-offset-2">
            {operator.supportEmail}
          </a>
        </p>
      </div>
    </div>
  );
}
