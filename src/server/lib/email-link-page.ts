import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { text } from '../../shared/schemas/text';
import { escapeHtml } from './html';

/** The query of a link sent by e-mail: its token (an empty or missing one is simply not valid). */
export const emailLinkQuery = z.object({ token: text({ max: 200 }).default('') });

export interface EmailLinkPage {
  status: number;
  title: string;
  heading: string;
  message: string;
  /** Where the member may go next, as [address, words]. */
  links: ReadonlyArray<readonly [string, string]>;
}

/**
 * The page a link in an e-mail opens (job alerts, My matches): plain HTML, no script, readable on any phone,
 * never stored, since it answers one person's token.
 */
export function sendEmailLinkPage(reply: FastifyReply, page: EmailLinkPage) {
  const links = page.links.map(([href, words]) => `<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>`).join(' · ');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title></head>
<body><main><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.message)}</p><p>${links}</p></main></body></html>`;
  return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
