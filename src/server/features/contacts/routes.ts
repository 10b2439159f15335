import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsSchema, type Contacts } from '../../../shared/schemas/contacts';
import type { Config } from '../../config';

/** Support's e-mail (SUPPORT_EMAIL), and the WhatsApp numbers set in SUPPORT_WHATSAPP_CANADA / SUPPORT_WHATSAPP_KENYA (docs/product.md#support-contact). */
export function describeContacts(config: Pick<Config, 'supportWhatsapp' | 'operator'>): Contacts {
  const { canada, kenya } = config.supportWhatsapp;
  return {
    email: config.operator.supportEmail,
    whatsapp: [
      ...(canada ? [{ country: 'Canada' as const, number: canada }] : []),
      ...(kenya ? [{ country: 'Kenya' as const, number: kenya }] : []),
    ],
  };
}

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = describeContacts(app.deps.config);
  app.get('/api/contacts', { schema: { response: { 200: contactsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return contacts;
  });
};
