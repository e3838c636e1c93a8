import { crc32 } from 'node:zlib';

/** The size of the blocks an upload is cut into; each is addressable on its own by its raw-leaves CID. */
export const BLOCK_SIZE = 262_144;

/** An XHTML page that frames and sends the reader to another site: what a trojan block carries (issue 32.5). */
export const TROJAN_PAGE = Buffer.from(
  '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body>' +
    '<iframe src="https://attacker.example/"></iframe><script>location="https://attacker.example/"</script>' +
    '</body></html>',
);

/**
 * A valid PNG whose private ancillary chunk puts `inner` at the start of the upload's second block. Shared by
 * the server's test of /ipfs and the Chromium journey (e2e/tests/ipfs-download.test.ts).
 */
export function pngWithSecondBlock(picture: Buffer, inner: Buffer): Buffer {
  const head = picture.subarray(0, 33); // signature + IHDR
  const dataStart = 33 + 8;
  const data = Buffer.concat([Buffer.alloc(BLOCK_SIZE - dataStart), inner, Buffer.alloc(BLOCK_SIZE)]);
  const type = Buffer.from('agPd');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([head, length, type, data, crc, picture.subarray(33)]);
}
