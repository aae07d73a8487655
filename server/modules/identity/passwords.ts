import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (about 70 ms here). */
/** `Algorithm.Argon2id`: the package's enum is a `const enum`, which erasable-syntax TypeScript cannot import. */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when no user matches keeps a wrong e-mail as slow as a wrong password, so response
 * times do not reveal which addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoyHash, password);

  return false;
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** zxcvbn's score: 3 means "safely unguessable" against an offline attack on a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Why a password is too weak, in words a user can act on, or null when it is strong enough.
 * `userInputs` (e-mail, names) count as guessable too.
 */
export function passwordWeakness(password: string, userInputs: string[]): string | null {
  const result = zxcvbn.check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ? `${result.feedback.warning} ` : '';
  const suggestion = result.feedback.suggestions[0] ?? 'Add more words or characters that are hard to guess.';

  return `This password is too easy to guess. ${reason}${suggestion}`.replace(/\s+/g, ' ').trim();
}
