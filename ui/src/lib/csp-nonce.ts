/**
 * The nonce the server's Content-Security-Policy allows `<style>` elements with: Vite writes a
 * `<meta property="csp-nonce">` into index.html and the server fills in each page's own value.
 * Libraries that inject styles (AG Grid's themes) take it; without it the policy blocks them.
 * The browser hides the attribute from CSS selectors but keeps the `nonce` property readable.
 */
export function cspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
