// The event of a visitor choosing a language in the menu (components/layout/language-menu.tsx). The menu only
// announces it; the store's listener (src/app/account-language.ts) puts it on the account when someone is signed in.
import { createAction } from '@reduxjs/toolkit';
import type { Language } from './runtime';

export const languageChosen = createAction<Language>('i18n/languageChosen');
