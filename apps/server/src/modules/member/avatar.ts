// The member icon (spec §7 GET /wps/member/info/icon): a built-in avatar, or an uploaded image kept in
// the database (so every server process serves it) under an id that changes with each upload.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { sniffImage } from '../../http/imageSignature';
import { memberAvatarUploads, members } from './tables';

export const MAX_AVATAR_BYTES = 256 * 1024;
const UPLOAD = 'upload:';

/** The built-in avatars: card suits and casino marks on a coloured disc. */
const BUILT_IN: Record<string, { background: string; mark: string }> = {
  spade: { background: '#1f6feb', mark: 'M32 12c8 10 18 15 18 24a8 8 0 0 1-14 5l3 11H25l3-11a8 8 0 0 1-14-5c0-9 10-14 18-24z' },
  heart: { background: '#d1242f', mark: 'M32 50C16 38 12 32 12 25a9 9 0 0 1 20-4 9 9 0 0 1 20 4c0 7-4 13-20 25z' },
  diamond: { background: '#bf8700', mark: 'M32 10l16 22-16 22-16-22z' },
  club: { background: '#1a7f37', mark: 'M32 10a9 9 0 0 1 7 15 9 9 0 1 1-4 15l3 12H26l3-12a9 9 0 1 1-4-15 9 9 0 0 1 7-15z' },
  star: { background: '#8250df', mark: 'M32 10l6 14 15 1-12 10 4 15-13-8-13 8 4-15-12-10 15-1z' },
  chip: { background: '#0a7ea4', mark: 'M32 12a20 20 0 1 0 0 40 20 20 0 1 0 0-40zm0 8a12 12 0 1 1 0 24 12 12 0 1 1 0-24z' },
};
export const builtInAvatarIds = Object.keys(BUILT_IN);
const DEFAULT_AVATAR = builtInAvatarIds[0]!;

/** A built-in avatar's SVG, or undefined for an unknown id. */
export function builtInAvatarSvg(id: string): string | undefined {
  const avatar = BUILT_IN[id];
  if (!avatar) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="32" fill="${avatar.background}"/><path d="${avatar.mark}" fill="#fff" fill-rule="evenodd"/></svg>`;
}

const builtInUrl = (id: string) => `/wps/member/avatars/${id}.svg`;
const uploadUrl = (uploadId: string) => `/wps/member/avatars/uploads/${uploadId}`;

/** The member's avatar and the choices, as `MemberIcon`. */
export async function memberIcon(db: Db, memberId: string) {
  const [row] = await db.select({ avatar: members.avatar }).from(members).where(eq(members.id, memberId));
  const avatar = row?.avatar ?? DEFAULT_AVATAR;
  const uploaded = avatar.startsWith(UPLOAD);
  return {
    icon: uploaded ? 'upload' : avatar,
    url: uploaded ? uploadUrl(avatar.slice(UPLOAD.length)) : builtInUrl(avatar),
    choices: builtInAvatarIds.map((id) => ({ id, url: builtInUrl(id) })),
  };
}

export interface MemberIconRequest {
  icon?: string;
  image?: { contentType: string; data: string };
}

/** Checks an upload by its bytes and size; answers the bytes and the type they really are. */
export function checkAvatarImage(image: { contentType: string; data: string }) {
  const bytes = Buffer.from(image.data, 'base64');
  if (bytes.length > MAX_AVATAR_BYTES) throw new ApiError(422, 'avatar_too_large');
  const contentType = sniffImage(bytes);
  if (!contentType || contentType !== image.contentType) throw new ApiError(422, 'avatar_invalid_type');
  return { bytes, contentType };
}

/** Sets a built-in avatar or stores an upload (dropping the member's older ones); answers the new icon. */
export async function setMemberIcon(db: Db, memberId: string, request: MemberIconRequest) {
  if ((request.icon === undefined) === (request.image === undefined))
    throw new ApiError(400, 'bad_request', 'Send exactly one of icon and image');
  if (request.icon !== undefined) {
    if (!BUILT_IN[request.icon]) throw new ApiError(400, 'bad_request', `Unknown avatar ${request.icon}`);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ avatar: request.icon }).where(eq(members.id, memberId));
      await tx.delete(memberAvatarUploads).where(eq(memberAvatarUploads.memberId, memberId));
    });
  } else {
    const { bytes, contentType } = checkAvatarImage(request.image!);
    await db.transaction(async (tx) => {
      const [upload] = await tx
        .insert(memberAvatarUploads)
        .values({ memberId, contentType, data: bytes })
        .returning({ id: memberAvatarUploads.id });
      await tx.update(members).set({ avatar: `${UPLOAD}${upload!.id}` }).where(eq(members.id, memberId));
      await tx
        .delete(memberAvatarUploads)
        .where(and(eq(memberAvatarUploads.memberId, memberId), ne(memberAvatarUploads.id, upload!.id)));
    });
  }
  return memberIcon(db, memberId);
}

/** An uploaded avatar's bytes and type, or undefined. */
export async function uploadedAvatar(db: Db, uploadId: string) {
  const [row] = await db
    .select({ contentType: memberAvatarUploads.contentType, data: memberAvatarUploads.data })
    .from(memberAvatarUploads)
    .where(eq(memberAvatarUploads.id, uploadId));
  return row;
}

/** Stores the member's UI language. */
export async function setMemberLanguage(db: Db, memberId: string, language: string) {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
  return { language };
}
