import type { Upload } from '@volunteering/shared/upload-schemas';
import { UPLOAD_MAX_BYTES } from '@volunteering/shared/media-path';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { apiMessages } from '@volunteering/shared/texts/api';
import { answerOf, messageOf, type ApiMessage } from '@volunteering/shared/i18n/messages';
import { apiUrl } from '@volunteering/shared/api-url';
import { bearerToken, reportUnauthorized } from './auth/api-auth.ts';
import { ApiError } from './api-client.ts';
import { EMAIL_NOT_VERIFIED } from '@volunteering/shared/constants';

/**
 * Sends a picture to POST /api/uploads (issue 17), telling its progress as it goes. fetch cannot
 * report an upload's progress, so this one call is an XMLHttpRequest. Refusals come back as ApiError
 * with the server's words (415 type, 413 size or quota, 429, 403 until the address is confirmed).
 */
export async function uploadPicture(file: File, onProgress: (percent: number) => void): Promise<Upload> {
  // Said at once for a file we know is too large, without sending 10 MB first.
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, answerOf(messageOf(uploadTexts, 'tooLarge')));
  const token = await bearerToken();
  const body = new FormData();
  body.append('file', file);
  return new Promise<Upload>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/uploads'));
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, answerOf(messageOf(apiMessages, 'networkError'))));
    request.onload = () => {
      const answer = request.response as (Upload & Partial<ApiMessage>) | null;
      if (request.status === 201 && answer) return resolve(answer);
      if (request.status === 401 || (request.status === 403 && answer?.code !== EMAIL_NOT_VERIFIED)) reportUnauthorized();
      reject(new ApiError(request.status, answer?.message ? (answer as ApiMessage) : answerOf(messageOf(uploadTexts, 'failed'))));
    };
    request.send(body);
  });
}
