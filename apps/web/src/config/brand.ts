/** The product's name: written in Latin letters in every language. */
export const APP_NAME = 'Messhall';
