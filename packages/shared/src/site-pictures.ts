// The product's own pictures (issue 17, docs/credits.md): drawn for it, shipped in the repository
// and kept as uploads under fixed ids. The Home gallery's are named here, for the page; the rest
// are the demo events', with the server.

/** The Home gallery, in the order of its descriptions (homeTexts.galleryPhotos): file and upload id. */
export const GALLERY_PICTURES = [
  ['cleanup-beach', '91317cce-a9cf-4279-9a6a-6fdefbbb9c94'],
  ['plantation-seedling', '931ed846-e99d-4685-8085-a4cc4b022ab7'],
  ['donation-food', '26e5bf89-1215-48e9-986d-96c2d388f9be'],
  ['donation-books', '637bdab5-c7da-40a7-90b3-a26001a64251'],
  ['social-kitchen', '69474e98-cfc7-4fbb-9fb4-45fcbc9fbd11'],
  ['social-art', 'c23c0592-17be-42b6-a2fd-4dd01fbe3a71'],
] as const;
