/**
 * What a form says at its fields, in the words on the screen: a field's message starts with the label the
 * person sees beside it ("Allowance is required."), whether the form found the problem before sending or
 * the server refused what was sent. The server names fields its own way ("First name", "The allowance");
 * each form lists those names per field, and what fits no field is left for a toast.
 */

/** One field of a form: its key in the form's values, its label on screen, and how requests and refusals name it. */
export interface FieldWords<K extends string> {
  key: K;
  /** The label shown beside the field. */
  label: string;
  /** The field's name in the request, when it is not `key`. */
  requestName?: string;
  /** How a server refusal of this field may begin ('Allowance', 'The allowance'): replaced by the label. */
  serverNames?: readonly string[];
  /** Server refusals about this field that do not begin with its name, kept as they are. */
  serverSentences?: readonly RegExp[];
}

export type FieldMessages<K extends string> = Partial<Record<K, string>>;

export interface PlacedRefusal<K extends string> {
  /** What each field is told. */
  errors: FieldMessages<K>;
  /** What belongs to no field, for a toast; null when every part found its field. */
  unplaced: string | null;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The part after the server's name for the field, when the part begins with it. */
function restAfterName(part: string, names: readonly string[]): string | null {
  for (const name of names) {
    const match = new RegExp(`^${escaped(name)}(?=$|[\\s:])`, 'i').exec(part);
    if (match) return part.slice(match[0].length);
  }
  return null;
}

/** A message at the field: its label, then what is wrong ("Allowance must be more than zero."). */
export function atField(label: string, what: string): string {
  const rest = what.trim();
  if (rest.startsWith(':')) return sentence(`${label}${rest}`);
  return sentence(rest ? `${label} ${rest}` : label);
}

/**
 * A server's refusal (one sentence, or several joined by "; " when several fields were wrong), placed at
 * the fields it names. The first message for a field wins.
 */
export function placeRefusal<K extends string>(
  description: string,
  fields: readonly FieldWords<K>[],
): PlacedRefusal<K> {
  const errors: FieldMessages<K> = {};
  const unplaced: string[] = [];
  const parts = description
    .split(/;\s+/)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter(Boolean);
  for (const part of parts) {
    let placed = false;
    for (const field of fields) {
      const rest = restAfterName(part, field.serverNames ?? [field.label]);
      const message =
        rest !== null
          ? atField(field.label, rest)
          : field.serverSentences?.some((pattern) => pattern.test(part))
            ? sentence(part)
            : null;
      if (message === null) continue;
      errors[field.key] ??= message;
      placed = true;
      break;
    }
    if (!placed) unplaced.push(part);
  }
  return { errors, unplaced: unplaced.length ? sentence(unplaced.join('; ')) : null };
}

/** A schema's answer, as zod's safeParse gives it (typed here so that this module needs no zod). */
export type SchemaCheck =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * What the contract's schema of a request finds wrong with it, at the fields, in the screen's words: an
 * empty field "is required" (whatever the schema's own words for a missing value), others as the schema
 * says ("Email must be a valid e-mail address."). Issues of fields the form does not show are left out.
 */
export function schemaFieldMessages<K extends string>(
  check: SchemaCheck,
  request: Record<string, unknown>,
  fields: readonly FieldWords<K>[],
): FieldMessages<K> {
  const errors: FieldMessages<K> = {};
  if (check.success) return errors;
  for (const issue of check.error.issues) {
    const name = issue.path[0];
    const field = fields.find((candidate) => (candidate.requestName ?? candidate.key) === name);
    if (!field || errors[field.key]) continue;
    errors[field.key] = isEmpty(request[String(name)])
      ? atField(field.label, 'is required')
      : atField(field.label, issue.message);
  }
  return errors;
}

export const hasMessages = (errors: FieldMessages<string>) => Object.values(errors).some(Boolean);
