/**
 * The adults the browser tests book as the demo user: their bookings show in the demo user's lists in
 * the file's later tests, so their names count as typed by the traveller.
 */
export const adultLastName = 'Chan';
export const adultFirstNames = ['Tai Man', 'Mei Ling', 'Siu Ming', 'Ka Yan'];
