import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsSchema, type Contacts } from '../../../shared/schemas/contacts';
import { whatsappContacts } from '../../../shared/operator';
import type { Config } from '../../config';

/** Support's e-mail (SUPPORT_EMAIL), and the WhatsApp numbers set in SUPPORT_WHATSAPP_KENYA / SUPPORT_WHATSAPP_CANADA (docs/product.md#support-contact). */
export function describeContacts(config: Pick<Config, 'operator'>): Contacts {
  return { email: config.operator.supportEmail, whatsapp: whatsappContacts(config.operator) };
}

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = describeContacts(app.deps.config);
  app.get('/api/contacts', { schema: { response: { 200: contactsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return contacts;
  });
};
