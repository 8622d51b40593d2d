import { defineTexts } from '../i18n/define-texts.ts';

/** Places on a map (issue 42): the map, an event's pin, Near me, the embed snippet and a volunteer's area. */
export const mapTexts = defineTexts('maps', {
  // The map itself.
  map: 'Map',
  mapLoading: 'Loading the map…',
  mapError: "The map couldn't load.",
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  /** A marker's name for screen readers and its tooltip. */
  markerOf: (title: string) => `${title}, on the map`,
  /** A group of markers too close to tell apart at this zoom. */
  groupOf: (count: number) => `${count.toLocaleString('en-US')} events here: zoom in`,
  openEvent: 'Open the event',
  // The event form's pin.
  pinHeading: 'Place on the map (optional)',
  pinHelp:
    'Tap the map to drop the pin, then drag it to the exact spot. With a keyboard: search for the address, or focus the pin and move it with the arrow keys.',
  addressLabel: 'Search for an address',
  addressPlaceholder: 'e.g. Dhanmondi Lake, Dhaka',
  findOnMap: 'Find on map',
  finding: 'Finding…',
  results: 'Places found: choose one',
  noResults: 'No place was found for that address. Try fewer words, or drop the pin on the map.',
  searchFailed: "The address search didn't answer. Try again, or drop the pin on the map.",
  addressEmpty: 'Type an address to search for.',
  geocoderOff: 'Address search is off on this site: drop the pin on the map.',
  pinAtCentre: 'Drop the pin at the map’s centre',
  removePin: 'Remove pin',
  pinnedAt: (lat: string, lng: string) => `Pinned at ${lat}, ${lng}`,
  noPin: 'No pin: the event shows its place as text only and is left out of “Near me” lists.',
  pinLabel: 'The event’s pin: move it with the arrow keys',
  // The event page.
  openInOsm: 'Open in OpenStreetMap',
  mapOfPlace: (place: string) => `Map of ${place}`,
  // Near me on Upcoming events.
  nearMe: 'Near me',
  locating: 'Finding your location…',
  orPlace: 'Or type a place',
  placeLabel: 'A place',
  placePlaceholder: 'e.g. Mirpur 10, Dhaka',
  findPlace: 'Find',
  placeNeedsSignIn: 'Sign in to search for a place by name, or use your location.',
  placeSearchOff: 'Searching for a place by name is off on this site: use your location instead.',
  radiusLabel: 'Distance',
  radius: (km: number) => `Within ${km.toLocaleString('en-US')} km`,
  nearYou: 'Near your location',
  nearPlace: (place: string) => `Near ${place}`,
  leftOut: 'Sorted by distance. Events without a place on the map are left out.',
  showAll: 'Show all events',
  denied: "Your browser didn't share your location. Allow it for this site in the browser's settings, or type a place instead.",
  unavailable: "Your location couldn't be found. Try again, or type a place instead.",
  noGeolocation: "This browser can't share a location: type a place instead.",
  /** On each card of a near-me list: the distance, rounded (see roundDistance). */
  away: (km: number) => `${km.toLocaleString('en-US')} km away`,
  noneNearTitle: 'Nothing on the map this close',
  noneNearBody: (km: number) => `No upcoming event with a place on the map is within ${km.toLocaleString('en-US')} km. Try a wider distance.`,
  mapView: 'Map view',
  /** The visitor's own point on the map view: the browser's location, or the place they typed. */
  youAreHere: 'You are here',
  placeChosen: (place: string) => `The place you chose: ${place}`,
  /** Under the map: the same events as a list, for keyboard and screen-reader users. */
  mapList: 'The events on this map',
  notOnMap: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'event' : 'events'} on this page ${count === 1 ? 'has' : 'have'} no place on the map.`,
  // An organization's page.
  embedHeading: 'Embed on your site',
  embedIntro: "Paste this line into your website to show this organization's upcoming events there. It sets no cookies and speaks each visitor's language.",
  embedCode: 'Code to paste',
  embedFrameTitle: (name: string) => `Upcoming events of ${name}`,
  copy: 'Copy code',
  copied: 'Copied.',
  notCopied: "Couldn't copy: select the code and copy it yourself.",
  // A volunteer's area, on the profile.
  areaHeading: 'Your area',
  /** The map in that section: a name of its own, apart from the section's. */
  areaMap: 'Map of your area',
  areaIntro: 'Set your home area, and the weekly digest adds events “New near you”.',
  areaPrivacy: 'We keep only a square of about 5 km around it, never the exact point.',
  useMyLocation: 'Use my location',
  areaOnMap: 'Or tap the map where you live, then save.',
  saveArea: 'Save my area',
  savingArea: 'Saving…',
  areaSaved: 'Your area is saved.',
  areaSet: 'Your area is set: the square on the map.',
  noArea: 'No area set yet.',
  removeArea: 'Remove my area',
  areaRemoved: 'Your area is removed.',
  areaError: "We couldn't save your area. Try again.",
} as const);
