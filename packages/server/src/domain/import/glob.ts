/**
 * Patterns as people write them: `*` any text (none too), `?` one character, every other character
 * itself; the whole text must fit. Characters are Unicode code points: `?` takes a surrogate pair whole.
 *
 * A pattern is compiled once into a nondeterministic automaton with one state per character that is not
 * a star (state k: the first k of them matched; a star after them lets state k stay on any character),
 * and a text is run through it with every state at once, 32 states to a machine word (the shift-and
 * method). Each character of the text costs ceil(states / 32) word operations, whatever the shape of
 * the pattern and the text: no backtracking, so no pattern a user types can make the server spin (a
 * regular expression, or a walk that returns to the last star, can take text length times pattern
 * length).
 */
export type GlobMatcher = (text: string) => boolean;

const BITS = 32;

interface Automaton {
  /** The pattern's characters other than stars; null for `?`. */
  steps: (number | null)[];
  /** Whether a star follows the first k steps (index k from 0 to steps.length). */
  loops: boolean[];
}

function automatonOf(pattern: string): Automaton {
  const steps: (number | null)[] = [];
  const loops: boolean[] = [false];
  for (const character of pattern) {
    if (character === '*') {
      loops[steps.length] = true;
    } else {
      steps.push(character === '?' ? null : (character.codePointAt(0) as number));
      loops.push(false);
    }
  }
  return { steps, loops };
}

const setBit = (mask: Uint32Array, bit: number) => {
  mask[bit >>> 5] = (mask[bit >>> 5] as number) | (1 << (bit & 31));
};

/** Compiles a pattern for matching many texts; the matcher is not reentrant but needs no allocation per text. */
export function compileGlob(pattern: string): GlobMatcher {
  const { steps, loops } = automatonOf(pattern);
  const states = steps.length + 1;
  const words = Math.ceil(states / BITS);
  // Where each state may stay (a star), and which states a character leads into.
  const stay = new Uint32Array(words);
  loops.forEach((loop, state) => loop && setBit(stay, state));
  const anyCharacter = new Uint32Array(words);
  const byCharacter = new Map<number, Uint32Array>();
  steps.forEach((step, index) => {
    if (step === null) setBit(anyCharacter, index + 1);
  });
  steps.forEach((step, index) => {
    if (step === null) return;
    let mask = byCharacter.get(step);
    if (!mask) byCharacter.set(step, (mask = anyCharacter.slice()));
    setBit(mask, index + 1);
  });
  const accept = steps.length;
  const acceptWord = accept >>> 5;
  const acceptBit = 1 << (accept & 31);
  const minimumLength = steps.length;
  const hasStar = loops.some(Boolean);
  let current = new Uint32Array(words);
  let next = new Uint32Array(words);

  return (text) => {
    // Each code point is at least one UTF-16 unit and at most two: a quick answer for texts too short or too long.
    if (text.length < minimumLength || (!hasStar && text.length > 2 * minimumLength)) return false;
    current.fill(0);
    current[0] = 1;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.codePointAt(i) as number;
      if (code > 0xffff) i += 1;
      const leads = byCharacter.get(code) ?? anyCharacter;
      let carry = 0;
      let alive = 0;
      for (let w = 0; w < words; w += 1) {
        const word = current[w] as number;
        const moved = (((word << 1) | carry) & (leads[w] as number)) | (word & (stay[w] as number));
        next[w] = moved;
        alive |= moved;
        carry = word >>> 31;
      }
      if (alive === 0) return false;
      [current, next] = [next, current];
    }
    return ((current[acceptWord] as number) & acceptBit) !== 0;
  };
}
