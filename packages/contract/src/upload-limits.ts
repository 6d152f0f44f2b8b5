/** Where a member sends an image (see uploads.ts) and how large it may be; no zod, for the player site. */
export const uploadPath = '/wps/member/uploads';
export const maxUploadBytes = 5 * 1024 * 1024;
