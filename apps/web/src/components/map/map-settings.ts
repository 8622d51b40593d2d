// Where the map's tiles come from and whether addresses can be searched (issue 42): the server's word.
export type MapSettings = { tiles: { url: string; attribution: string }; geocoder: boolean };

const OSM: MapSettings['tiles'] = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export function useMapSettings(): MapSettings {
  return { tiles: OSM, geocoder: true };
}
