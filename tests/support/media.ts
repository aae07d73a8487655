import sharp from 'sharp';
import { createFile } from 'mp4box';

/** A small picture drawn at test time (no binaries in the repository): a gradient so it compresses like a photo. */
export async function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  width = 640,
  height = 480,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = ((x + y) * 97) % 256;
    }

  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels: a PNG that does not compress, for size limits. */
export async function noisePicture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);

  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A minimal PDF document (one empty page). */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A Windows bitmap header: a picture format the library does not take. */
export async function bitmap(): Promise<Buffer> {
  const width = 2;
  const height = 2;
  const rowBytes = 8;
  const size = 54 + rowBytes * height;
  const file = Buffer.alloc(size);
  file.write('BM', 0);
  file.writeUInt32LE(size, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowBytes * height, 34);

  return file;
}

/** An MP4 video header with one H.264 track of the given size and length (25 empty samples; not playable). */
export function video(width = 1080, height = 1920, seconds = 10): Buffer {
  const file = createFile();
  const track = file.addTrack({
    type: 'avc1',
    width,
    height,
    timescale: 1000,
    brands: ['isom', 'iso2', 'avc1', 'mp41'],
    avcDecoderConfigRecord: new Uint8Array([1, 0x42, 0, 0x1e, 0xff, 0xe0, 0, 0]).buffer,
  });
  for (let index = 0; index < 25; index++)
    file.addSample(track, new Uint8Array(100), { duration: (seconds * 1000) / 25, is_sync: index === 0 });
  const stream = file.getBuffer();

  return Buffer.from(stream.buffer, 0, stream.byteLength);
}
