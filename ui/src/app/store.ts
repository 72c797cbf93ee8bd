import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api.ts';
import { sessionSlice } from './session-slice.ts';
import { uiSlice } from './ui-slice.ts';

export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, ui: uiSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
