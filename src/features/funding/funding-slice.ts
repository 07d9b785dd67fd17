// The funding modal's open flag: client-only state, because the header and several pages open the same modal.
import { createSlice } from '@reduxjs/toolkit';

export interface FundingState {
  fundingModalOpen: boolean;
}

const initialState: FundingState = { fundingModalOpen: false };

export const fundingSlice = createSlice({
  name: 'funding',
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

export const { fundingModalOpened, fundingModalClosed } = fundingSlice.actions;
export const { selectFundingModalOpen } = fundingSlice.selectors;
