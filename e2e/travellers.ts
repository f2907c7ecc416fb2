/**
 * The adults the browser tests book, all as the demo user on one shared server: their bookings show in
 * the demo user's lists in later tests, so their names count as typed by the traveller.
 */
export const adultLastName = 'Chan';
export const adultFirstNames = ['Tai Man', 'Mei Ling', 'Siu Ming', 'Ka Yan'];
