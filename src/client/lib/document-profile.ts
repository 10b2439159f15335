import { useSyncExternalStore } from 'react';
import type { ParsedResume } from '../../shared/schemas/documents';

/**
 * The personal information a member types on /ai-tools, shared by its four tabs and sent with a job
 * enhancement from /jobs (docs/product.md#document-pages). It is held in memory only, never in browser
 * storage: many members use shared or borrowed phones and cyber cafés, and a CV's contact details must not
 * be there for the next person. It is emptied whenever the member changes (sign-out, sign-in, an ended
 * session, account deletion: lib/auth/forget-member.ts) and is gone on reload
 * (docs/decisions/024-shared-phone-privacy.md).
 */
export interface DocumentProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  /** Comma-separated, as typed. */
  skills: string;
  experience: string;
  education: string;
  /**
   * The member's saved My profile (docs/product.md#my-profile), when they have one: sent as `masterCv`, and the
   * writers read roles, schools, licences, languages and summary from it instead of `experience` and `education`.
   */
  masterCv: ParsedResume | null;
}

export const EMPTY_DOCUMENT_PROFILE: DocumentProfile = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  skills: '',
  experience: '',
  education: '',
  masterCv: null,
};

const listeners = new Set<() => void>();
let current: DocumentProfile = EMPTY_DOCUMENT_PROFILE;

function notify() {
  for (const listener of listeners) listener();
}

export function readDocumentProfile(): DocumentProfile {
  return current;
}

export function updateDocumentProfile(change: Partial<DocumentProfile>): void {
  current = { ...current, ...change };
  notify();
}

/**
 * Starts the tools from the member's saved profile (TanStack Query's copy of GET /api/profile): contact fields
 * and skills fill only where still empty, so nothing typed is overwritten; the structured CV goes with every
 * request from then on.
 */
export function seedDocumentProfile(saved: ParsedResume): void {
  const { personalInfo: p } = saved;
  const fill = (typed: string, from: string) => (typed.trim() ? typed : from);
  current = {
    ...current,
    firstName: fill(current.firstName, p.firstName),
    lastName: fill(current.lastName, p.lastName),
    email: fill(current.email, p.email),
    phone: fill(current.phone, p.phone),
    location: fill(current.location, p.location),
    skills: fill(current.skills, saved.skills.join(', ')),
    masterCv: saved,
  };
  notify();
}

export function clearDocumentProfile(): void {
  if (current === EMPTY_DOCUMENT_PROFILE) return;
  current = EMPTY_DOCUMENT_PROFILE;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDocumentProfile(): DocumentProfile {
  return useSyncExternalStore(subscribe, readDocumentProfile, readDocumentProfile);
}

/** Comma-separated skills as the API takes them: trimmed, no empties, no repeats, at most 50. */
export function skillList(skills: string): string[] {
  return skills
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill, index, all) => skill && all.findIndex((other) => other.toLowerCase() === skill.toLowerCase()) === index)
    .slice(0, 50);
}

/** The profile as the document API takes it: empty optional fields left out. */
export function toUserProfile(profile: DocumentProfile) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    email: optional(profile.email),
    phone: optional(profile.phone),
    location: optional(profile.location),
    skills: skillList(profile.skills),
    experience: optional(profile.experience),
    education: optional(profile.education),
    ...(profile.masterCv ? { masterCv: profile.masterCv } : {}),
  };
}
