import { randomBytes, randomInt } from 'node:crypto';
import svgCaptcha, { type ConfigObject } from 'svg-captcha';
import { codes } from '../../services/schemas/codes';
import type { Store } from '../repositories/store';
import { DomainError } from './errors';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL_MS = 5 * 60_000;
/** The package draws a text of our choosing (drawn with crypto); its type declarations only name create(). */
const drawText = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

/**
 * Draws `answer` as a noisy SVG: each glyph an outline path, shifted and turned, behind and across
 * curved lines, so the answer is nowhere in the markup.
 */
export const drawCaptcha = (answer: string): string => drawText(answer, { width: 120, height: 40, fontSize: 44, noise: 4, color: true, background: '#f3f3f3' });

export async function createCaptcha(store: Store, now: Date) {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const captchaKey = randomBytes(12).toString('base64url');
  await store.captchas.create({ id: captchaKey, answer, expiresAt: new Date(now.getTime() + TTL_MS) });
  const image = 'data:image/svg+xml;base64,' + Buffer.from(drawCaptcha(answer)).toString('base64');
  return { captchaKey, image };
}

/** A captcha answers once; case does not matter. */
export async function checkCaptcha(store: Store, key: string | undefined, answer: string | undefined, now: Date): Promise<void> {
  if (!key || !answer) throw new DomainError(codes.captchaRequired, 'errors.captchaRequired');
  if (!(await store.captchas.use(key, answer.trim().toUpperCase(), now))) throw new DomainError(codes.captchaInvalid, 'errors.captchaInvalid');
}
