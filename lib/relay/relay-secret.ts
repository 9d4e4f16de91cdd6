/** Session secrets and bearer tokens: stored hashed, compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
