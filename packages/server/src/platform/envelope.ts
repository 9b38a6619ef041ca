import { failure, Messages } from '@hearth/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { describeValidationIssues } from './validation-message.js';

/** Fastify's own client errors, in words a person understands. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_VALIDATION: 'The request is not valid.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large: attachments can be at most 10 MB.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_PARTS_LIMIT: 'The upload has too many parts.',
  FST_FIELDS_LIMIT: 'The upload has too many fields.',
};

/** One error handler: every failure leaves as the envelope, with a status and a description. */
export function registerEnvelopeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ ...failure(error.message), data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      return reply.code(400).send(failure(describeValidationIssues(error.validation, part)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known =
        (error.code && FRAMEWORK_MESSAGES[error.code]) || (/^[A-Z]/.test(error.message) ? error.message : null);
      return reply.code(status).send(failure(known ?? 'The request could not be handled.'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(Messages.unhandled));
  });
}
