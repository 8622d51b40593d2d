import { defineTexts } from '../i18n/define-texts.ts';

/** Uploading a picture (issue 17): the API's answers, shown as they are by the forms. */
export const uploadTexts = defineTexts('uploads', {
  noFile: 'Choose a picture to upload (the form field is called “file”).',
  wrongType: 'This file is not a picture we can use. Upload a JPEG, PNG, WebP or AVIF image.',
  heic: 'HEIC photos cannot be read here yet. Share the photo as JPEG (most phones offer “Most compatible”) and upload it again.',
  tooLarge: 'This picture is larger than 10 MB. Choose a smaller one, or share it from your phone at a lower size.',
  tooManyPixels: 'This picture has too many pixels to process. Choose a smaller one.',
  unreadable: 'This picture could not be read; the file may be damaged. Try another one.',
  quotaFull: 'Your pictures use all the space your account has. Remove a picture from an event or your profile; unused pictures are cleared every night.',
  tooManyWaiting: 'Your earlier pictures are still being processed. Wait until they are done, then upload this one again.',
  incompleteUpload: 'The upload could not be read: it was cut off or not sent as a form. Upload the picture again.',
  mediaNotFound: 'Picture not found.',
  // The upload control on the forms.
  choose: 'Upload a picture',
  chooseHint: 'JPEG, PNG, WebP or AVIF, up to 10 MB. On a phone you can take a photo.',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: 'Picture uploaded.',
  progressLabel: 'Upload progress',
  failed: 'The picture could not be uploaded. Check your connection and try again.',
  // A form's picture field (issue 37): uploaded and named, or an address pasted apart.
  addPicture: 'Add a picture: upload one or paste an address',
  pasteAddress: 'Or paste an address',
  /** In place of the file name of a picture uploaded on an earlier visit (the server keeps no names). */
  uploadedEarlier: 'A picture you uploaded',
  removePicture: 'Remove picture',
} as const);
