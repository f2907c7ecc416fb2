import { randomBytes, randomInt } from 'node:crypto';
import { codes } from '../../services/schemas/codes';
import type { Store } from '../repositories/store';
import { DomainError } from './errors';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL_MS = 5 * 60_000;

/** Draws `text` as a noisy SVG: each glyph shifted and turned, with crossing lines. */
export function drawCaptcha(text: string): string {
  const width = 120;
  const height = 40;
  const glyphs = [...text].map((ch, i) => {
    const x = 14 + i * 26 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-size="24" font-family="monospace" fill="#${randomInt(0x222222, 0x666666).toString(16)}">${ch}</text>`;
  });
  const lines = Array.from({ length: 5 }, () =>
    `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="#${randomInt(0x888888, 0xcccccc).toString(16)}" stroke-width="1.5"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f3f3"/>${lines.join('')}${glyphs.join('')}</svg>`;
}

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
