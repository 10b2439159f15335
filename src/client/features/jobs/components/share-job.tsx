import { MessageCircle, Share2 } from 'lucide-react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { buttonClasses } from '../../../components/ui/button';
import { Button } from '../../../components/ui/button';
import { localePath } from '../../../lib/locale-path';
import { jobPageUrl, whatsAppShareUrl } from '../job-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * "Share on WhatsApp" for a job (a wa.me link with its title and page address), and the phone's own share
 * sheet where the browser has one (Web Share API). The address is the site's as this page sees it.
 */
export function ShareJob({ id, title }: { id: number; title: string }) {
  // Read after hydration: the pre-rendered HTML has no window, and a share sheet may not exist.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const canShare = typeof navigator.share === 'function';
  // In the page's language: the link opens the job as the sharer reads it.
  const url = `${window.location.origin}${localePath(jobPageUrl('', id))}`;
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={whatsAppShareUrl(title, url)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <MessageCircle aria-hidden="true" className="size-4 text-green-700" />
        {m.jobs_share_whatsapp()}
        <span className="sr-only">{m.jobs_opens_new_tab()}</span>
      </a>
      {canShare && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            // A closed share sheet rejects; nothing to tell the person.
            navigator.share({ title, url }).catch(() => undefined);
          }}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {m.jobs_share()}
        </Button>
      )}
    </div>
  );
}
