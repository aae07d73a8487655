/**
 * Hashtags, mentions and links must come out of a translation exactly as they went in. Before the text goes
 * to the model each one is replaced by a numbered marker the model is told to keep (`⟦1⟧`); after, the
 * markers are put back and the result is checked: every token of the source must be there, as often.
 */

const TOKEN =
  /https?:\/\/[^\s<>"]+|(?<=^|\s)#[\p{L}\p{M}\p{N}_]+|(?<=^|\s)@[\p{L}\p{M}\p{N}_.]*[\p{L}\p{M}\p{N}_]/gu;

export type Protected = { text: string; tokens: string[] };

export function protectTokens(text: string): Protected {
  const tokens: string[] = [];
  const masked = text.replace(TOKEN, (token) => {
    tokens.push(token);

    return `⟦${tokens.length}⟧`;
  });

  return { text: masked, tokens };
}

/** The markers put back; a marker the model lost or repeated is reported. */
export function restoreTokens(
  translated: string,
  tokens: readonly string[],
): { text: string; missing: string[] } {
  const missing: string[] = [];
  let text = translated;
  tokens.forEach((token, index) => {
    const marker = `⟦${index + 1}⟧`;
    const occurrences = text.split(marker).length - 1;
    if (occurrences !== 1) missing.push(token);
    text = text.replaceAll(marker, token);
  });

  return { text, missing };
}

/** The tokens of `source` that `result` no longer holds as often (the final check). */
export function lostTokens(source: string, result: string): string[] {
  const count = (text: string) => {
    const counts = new Map<string, number>();
    for (const match of text.matchAll(TOKEN)) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);

    return counts;
  };
  const before = count(source);
  const after = count(result);

  return [...before].filter(([token, times]) => (after.get(token) ?? 0) < times).map(([token]) => token);
}

export function tokensOf(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[0]))];
}
