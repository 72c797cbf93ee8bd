import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RealtimeStatus } from '@/lib/realtime.ts';

/** UI state only (STYLE.md): server data lives in RTK Query. */
export interface UiState {
  /** Socket updates are applied only while this is on (spec section 4). */
  autoUpdate: boolean;
  sideMenuMini: boolean;
  drawerOpen: boolean;
  adminMessage: { title: string; body: string } | null;
  realtime: RealtimeStatus;
}

const initialState: UiState = { autoUpdate: true, sideMenuMini: false, drawerOpen: false, adminMessage: null, realtime: 'connecting' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    autoUpdateToggled: (state) => {
      state.autoUpdate = !state.autoUpdate;
    },
    sideMenuToggled: (state) => {
      state.sideMenuMini = !state.sideMenuMini;
    },
    drawerToggled: (state, action: PayloadAction<boolean | undefined>) => {
      state.drawerOpen = action.payload ?? !state.drawerOpen;
    },
    adminMessageReceived: (state, action: PayloadAction<{ title: string; body: string }>) => {
      state.adminMessage = action.payload;
    },
    adminMessageClosed: (state) => {
      state.adminMessage = null;
    },
    realtimeStatusChanged: (state, action: PayloadAction<RealtimeStatus>) => {
      state.realtime = action.payload;
    },
  },
});

export const { autoUpdateToggled, sideMenuToggled, drawerToggled, adminMessageReceived, adminMessageClosed, realtimeStatusChanged } = uiSlice.actions;
