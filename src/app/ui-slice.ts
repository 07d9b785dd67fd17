// Client-only UI flags shared across the chrome (the funding modal is opened from the header and from pages).
import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  fundingModalOpen: boolean;
}

const initialState: UiState = { fundingModalOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    fundingModalOpened(state) {
      state.fundingModalOpen = true;
    },
    fundingModalClosed(state) {
      state.fundingModalOpen = false;
    },
  },
  selectors: {
    selectFundingModalOpen: (state) => state.fundingModalOpen,
  },
});

export const { fundingModalOpened, fundingModalClosed } = uiSlice.actions;
export const { selectFundingModalOpen } = uiSlice.selectors;
