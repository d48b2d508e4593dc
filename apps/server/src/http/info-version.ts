/** The product version, shown by the app and served by `/info/version`. */
export const VERSION = '1.9.12';
