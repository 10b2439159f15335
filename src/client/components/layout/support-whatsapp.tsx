import { useHydrated } from '../../hooks/use-hydrated';
import { operator } from '../../lib/operator';
import { whatsappChatUrl, whatsappContacts, type WhatsappContact } from '../../../shared/operator';

/** The label before the numbers: a name, the same in every language. */
export const WHATSAPP_LABEL = 'WhatsApp:';

/**
 * Support's WhatsApp numbers as the server served them (docs/product.md#support-contact). Either may be unset,
 * which the build cannot know when it pre-renders a page: they are shown once the page has hydrated, so the
 * HTML and the first render always match.
 */
export function useSupportWhatsapp(): WhatsappContact[] {
  return useHydrated() ? whatsappContacts(operator) : [];
}

/** Each number as a WhatsApp chat link, "+254 712 345 678 (Kenya)"; nothing when none is set. */
export function WhatsappLinks({ className }: { className?: string }) {
  const contacts = useSupportWhatsapp();
  return contacts.map((contact, index) => (
    <span key={contact.country}>
      {index > 0 ? ', ' : null}
      <a href={whatsappChatUrl(contact.number)} className={className} rel="noopener noreferrer" target="_blank">
        {contact.number}
      </a>{' '}
      ({contact.country})
    </span>
  ));
}
