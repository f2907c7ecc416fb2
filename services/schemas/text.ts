import * as z from 'zod/mini';

/**
 * C0 controls but tab, line feed and carriage return; DEL; C1 controls; and the bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make a name read other
 * than it is written.
 */
// eslint-disable-next-line no-control-regex -- the pattern names the control characters text fields refuse
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Free text a caller sends: any string without control or direction-override characters (NUL and
 * the like), which no field holds. Every text field of a request starts from this one.
 */
export const text = () => z.string().check(z.refine((s) => !controlCharacter.test(s), 'validation.controlCharacters'));
