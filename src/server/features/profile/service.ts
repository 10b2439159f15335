import type { ParsedResume, ParseResumeRequest } from '../../../shared/schemas/documents';
import { emptyProfile, type ConverterDraft, type MemberProfile, type SaveDraftRequest } from '../../../shared/schemas/profile';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { parseResume } from '../documents/service';
import * as repo from './repo';

/**
 * My profile (docs/product.md#my-profile): the member's master CV and the converter's draft, one row per
 * member. Both are kept on the server, never in the browser, so a shared phone keeps nothing once the
 * member signs out (docs/decisions/038).
 */

function draftOf(row: repo.MemberProfileRow | undefined): ConverterDraft | null {
  if (!row?.draft) return null;
  return { profile: row.draft, step: row.draftStep ?? 'review', template: (row.draftTemplate as ConverterDraft['template']) ?? null };
}

function toMemberProfile(row: repo.MemberProfileRow | undefined): MemberProfile {
  return {
    profile: row?.profile ?? emptyProfile(),
    saved: Boolean(row?.profile),
    draft: draftOf(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getMemberProfile(deps: Deps, userId: string): Promise<MemberProfile> {
  return toMemberProfile(await repo.findProfile(deps.db, userId));
}

/**
 * The phone of the member's saved profile, '' without one: read by the checkout to start the M-Pesa form with it
 * (docs/product.md#checkout), for members whose membership has ended too (they may renew).
 */
export async function savedProfilePhone(deps: Deps, userId: string): Promise<string> {
  return (await repo.findProfile(deps.db, userId))?.profile?.personalInfo.phone ?? '';
}

/** Replaces the saved profile with the one sent (already bounded by its schema); sending it twice changes nothing more. */
export async function saveMemberProfile(deps: Deps, userId: string, profile: ParsedResume): Promise<MemberProfile> {
  return toMemberProfile(await repo.upsertProfile(deps.db, userId, { profile, updatedAt: deps.now() }));
}

/** The converter's draft as the member edits it, with the step they are at. */
export async function saveDraft(deps: Deps, userId: string, input: SaveDraftRequest): Promise<MemberProfile> {
  const row = await repo.upsertProfile(deps.db, userId, {
    draft: input.draft,
    draftStep: input.step,
    draftTemplate: input.template ?? null,
    updatedAt: deps.now(),
  });
  return toMemberProfile(row);
}

export async function discardDraft(deps: Deps, userId: string): Promise<MemberProfile> {
  const row = await repo.findProfile(deps.db, userId);
  if (!row) return toMemberProfile(undefined);
  return toMemberProfile(
    await repo.upsertProfile(deps.db, userId, { draft: null, draftStep: null, draftTemplate: null, updatedAt: deps.now() }),
  );
}

/**
 * Reads a CV with the engine's parser (as /api/ai/parse-resume does) and keeps the result as the converter's
 * draft, at the review step, so a reload finds it; the saved profile is left alone until the member saves.
 */
export async function importProfile(deps: Deps, userId: string, input: ParseResumeRequest) {
  const { parsedData, notice } = await parseResume(deps, input);
  const row = await repo.upsertProfile(deps.db, userId, {
    draft: parsedData,
    draftStep: 'review',
    draftTemplate: null,
    updatedAt: deps.now(),
  });
  return { draft: draftOf(row)!, ...(notice ? { notice } : {}) };
}

export async function deleteMemberProfile(deps: Deps, userId: string) {
  await repo.deleteProfile(deps.db, userId);
}

/** The member's share of the data export (docs/product.md#account-page): the profile and the draft, as stored. */
export async function exportMemberProfile(deps: Deps, userId: string) {
  const row = await repo.findProfile(deps.db, userId);
  if (!row) return null;
  return { profile: row.profile, converterDraft: draftOf(row), updatedAt: row.updatedAt.toISOString() };
}

/** Deletes the member's profile; pass the transaction that deletes the account (docs/product.md#account-page). */
export async function deleteMemberProfileOf(tx: Executor, userId: string) {
  await repo.deleteProfile(tx, userId);
}
