import type { CommandArea } from '../area.ts';
import { uploadsRoute } from './uploads-route.ts';

export const uploadsArea: CommandArea = {
  name: 'uploads',
  routes: async (app, { options, authenticate }) => {
    if (options.blobStore) await uploadsRoute(app, { blobStore: options.blobStore, authenticate });
  },
};
