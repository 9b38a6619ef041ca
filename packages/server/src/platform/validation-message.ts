interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const ARTICLES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** Turns schema validation issues into one sentence that names each field and what is wrong with it. */
export function describeValidationIssues(issues: ValidationIssue[], part: string): string {
  const sentences = issues.slice(0, 5).map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const subject = field || (part === 'body' ? 'The request body' : `The ${part}`);
    const message = issue.message ?? 'is not valid';
    if (issue.keyword === 'invalid_type') {
      if (/received undefined/.test(message)) return `${subject} is required`;
      const expected = String(issue.params?.expected ?? '');
      return `${subject} must be ${ARTICLES[expected] ?? expected}`;
    }
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params?.keys) ? issue.params.keys.join(', ') : '';
      return `${subject} has unknown fields: ${keys}`;
    }
    return /^[a-z]/.test(message) ? `${subject} ${message}` : `${subject}: ${message}`;
  });
  return `${sentences.join('; ')}.`;
}
