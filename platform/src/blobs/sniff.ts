/** The file types the portal accepts, recognised by their first bytes. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/x-icon' | 'application/pdf';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff];
const ICO = [0x00, 0x00, 0x01, 0x00];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * The type of a file by its content, never by its name or the type a client claims: a renamed
 * GIF or an HTML page sent as image/png must not become a tenant's logo. Returns null for
 * anything else.
 *
 * @example
 * sniffContentType(readFileSync('logo.png')); // 'image/png'
 */
export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  // PNG: signature, then the IHDR chunk, which the format requires to come first.
  if (startsWith(bytes, PNG) && startsWith(bytes, IHDR, 12)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ICO) && bytes.length >= 6) {
    // ICONDIR: reserved 0, type 1 (icon), then the image count and one 16-byte entry per image.
    const count = (bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8);
    if (count > 0 && bytes.length >= 6 + 16 * count) return 'image/x-icon';
  }
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}
