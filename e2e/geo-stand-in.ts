// A local stand-in for the map's tile server and a Nominatim-compatible geocoder (issue 42), for the
// e2e server (MAP_TILE_URL, GEOCODER_URL in playwright.config.ts): nothing leaves the machine.
//   GET /tile/{z}/{x}/{y}.png  a 256×256 grey PNG
//   GET /search?q=…            the places PLACES names whose key the question holds, as Nominatim's jsonv2
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

/** What the stand-in geocoder knows: a question holding the key (case folded) finds these places. */
export const PLACES: Record<string, { display_name: string; lat: string; lon: string }[]> = {
  'dhanmondi lake': [
    { display_name: 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh', lat: '23.7461', lon: '90.3742' },
    { display_name: 'Dhanmondi Lake Road, Dhaka, Bangladesh', lat: '23.7502', lon: '90.3790' },
  ],
  'sreemangal tea garden': [{ display_name: 'Sreemangal Tea Garden, Moulvibazar, Bangladesh', lat: '24.3065', lon: '91.7296' }],
};

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 256×256 light grey PNG, a tile's size. */
function greyTile(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(256 * 257, 0xdd);
  for (let row = 0; row < 256; row++) rows[row * 257] = 0; // each row's filter byte: none
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = greyTile();
const port = Number(process.argv[2]);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.pathname === '/health') return response.end('ok');
  if (/^\/tile\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    return response.end(TILE);
  }
  if (url.pathname === '/search') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = Object.entries(PLACES).flatMap(([key, places]) => (q.includes(key) ? places : []));
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify(found.map((place) => ({ ...place, licence: 'Data © OpenStreetMap contributors, ODbL 1.0 (stand-in)' }))));
  }
  response.writeHead(404).end();
}).listen(port, '127.0.0.1');
