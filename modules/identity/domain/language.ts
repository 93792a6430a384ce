/**
 * The languages a user may choose for the app's screens (the frontend's catalogs,
 * frontend/src/locales/). A user who has chosen none sees their browser's language, if the app
 * speaks it, else English.
 */
export const USER_LANGUAGES = ['en', 'fr'] as const;

export type UserLanguage = (typeof USER_LANGUAGES)[number];
