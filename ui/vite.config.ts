import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { postcodeData } from './postcode-data.ts';
import { precompress } from './precompress.ts';

// The all-in-one server serves ui/dist on the same origin as the APIs, so the build needs no
// proxy and no base path. `npm run build:ui` builds it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), postcodeData(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // react-popper (inside Blueprint) still declares React <= 18 as a peer, so npm keeps a React 18
    // at the repository root beside the workspace's React 19; one copy in the bundle, or hooks break.
    dedupe: ['react', 'react-dom'],
  },
  // Every tag Vite writes or injects carries this nonce placeholder, and a <meta property="csp-nonce">
  // holds it for the app (AG Grid's styleNonce); the server puts each response's own nonce in its
  // place (cspNoncePlaceholder in platform/src/http/security-headers.ts).
  html: { cspNonce: 'PORTAL_CSP_NONCE' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
});
