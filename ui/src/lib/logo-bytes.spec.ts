import { bytesToDataUrl, isNoDesign } from './logo-bytes.ts';

describe('logo bytes', () => {
  it('reads the 9-byte `undefined` reply as no design', () => {
    expect(isNoDesign(new TextEncoder().encode('undefined'))).toBe(true);
    expect(isNoDesign(new TextEncoder().encode('undefined!'))).toBe(false);
    expect(isNoDesign(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(false);
  });

  it('turns bytes into a data URL', () => {
    expect(bytesToDataUrl(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png')).toBe('data:image/png;base64,iVBORw==');
  });
});
