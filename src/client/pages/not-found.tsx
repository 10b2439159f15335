import { PageMeta } from '../components/layout/page-meta';
import { Link } from '../lib/router';
import { NOT_FOUND_PAGE } from '../../shared/messages';
import { buttonClasses } from '../components/ui/button';
import { m } from '../../shared/i18n/paraglide/messages.js';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageMeta title={NOT_FOUND_PAGE.title} description={NOT_FOUND_PAGE.hint} />
      <h1 className="text-3xl font-bold text-gray-900">{NOT_FOUND_PAGE.title}</h1>
      <p className="mt-3 text-gray-700">{NOT_FOUND_PAGE.hint}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        {m.shell_go_home()}
      </Link>
    </div>
  );
}
