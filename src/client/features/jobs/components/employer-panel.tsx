import { Building2 } from 'lucide-react';
import { Link } from '../../../lib/router';
import { operator } from '../../../lib/operator';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * The employer AI enhancement panel, as information only: employer screens are out of scope until
 * an issue asks for them (docs/product.md#d8-employers-out-of-scope), so it says so plainly and points to the employer section and to
 * support, rather than offering a tool that does not exist.
 */
export function EmployerPanel() {
  return (
    <section aria-labelledby="employer-panel-title" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="employer-panel-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Building2 aria-hidden="true" className="size-5 text-red-600" /> {m.jobs_employers_panel_title()}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{m.jobs_employers_panel_text()}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/#employers" className="font-medium text-blue-600 underline underline-offset-2">
          {m.jobs_employers_panel_link()}
        </Link>
        <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-600 underline underline-offset-2">
          {operator.supportEmail}
        </a>
      </p>
    </section>
  );
}
