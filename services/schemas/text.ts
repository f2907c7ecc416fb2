import * as z from 'zod/mini';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- the pattern names the control characters text fields refuse
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Free text a caller sends: any string without control characters (NUL and the like), which no
 * field holds and the database refuses. Every text field of a request starts from this one.
 */
export const text = () => z.string().check(z.refine((s) => !controlCharacter.test(s), 'validation.controlCharacters'));
