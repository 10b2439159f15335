import { useSyncExternalStore } from 'react';

/**
 * The personal information a member types on /ai-tools, shared by its four tabs and sent with a job
 * enhancement from /jobs (docs/product.md#document-pages). It lives in sessionStorage, not localStorage:
 * many members use shared or borrowed phones and cyber cafés, and a CV's contact details should not outlive
 * the browser session.
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
};

const STORAGE_KEY = 'documentProfile';
const listeners = new Set<() => void>();
let cached: DocumentProfile | null = null;

function load(): DocumentProfile {
  if (cached) return cached;
  let stored: Partial<DocumentProfile> = {};
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) stored = JSON.parse(raw) as Partial<DocumentProfile>;
  } catch {
    // Storage refused or held something unreadable: start empty.
  }
  const profile = { ...EMPTY_DOCUMENT_PROFILE };
  for (const key of Object.keys(profile) as (keyof DocumentProfile)[]) {
    const value = stored[key];
    if (typeof value === 'string') profile[key] = value;
  }
  cached = profile;
  return profile;
}

export function readDocumentProfile(): DocumentProfile {
  return load();
}

export function updateDocumentProfile(change: Partial<DocumentProfile>): void {
  cached = { ...load(), ...change };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(cached));
  } catch {
    // Kept in memory for this page; nothing essential depends on storage.
  }
  for (const listener of listeners) listener();
}

export function clearDocumentProfile(): void {
  cached = { ...EMPTY_DOCUMENT_PROFILE };
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // See above.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDocumentProfile(): DocumentProfile {
  return useSyncExternalStore(subscribe, load, load);
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
  };
}
