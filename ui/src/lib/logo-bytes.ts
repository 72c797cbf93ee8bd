/** Spec section 7: a 9-byte reply `undefined` means the partner has no design; the UI shows its default. */
export function isNoDesign(bytes: Uint8Array): boolean {
  return bytes.length === 9 && new TextDecoder().decode(bytes) === 'undefined';
}

/** A data: URL keeps the logo in the RTK Query cache as a plain string. */
export function bytesToDataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:${contentType};base64,${btoa(binary)}`;
}
