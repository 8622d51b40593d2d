// The file names of the pictures uploaded on this page, by the address each got: a form shows
// "IMG_2041.jpg" rather than the picture's internal /media/… address (issue 37). The server keeps
// no file names, so a picture uploaded before this visit has none.
const names = new Map<string, string>();

export const rememberUploadName = (url: string, name: string) => void names.set(url, name);
export const uploadNameOf = (url: string): string | undefined => names.get(url);
