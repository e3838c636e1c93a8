import { hasControlChars, IMAGE_MAX_BYTES, MSG, TEXT_MAX, textError } from '@agora/core';
import type { FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from './errors';

export interface FormInput {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/** Fields that may span lines (issue 12); every other field, and every file name, is one line. */
const MULTI_LINE_FIELDS = new Set(['bio', 'description', 'properties', 'lockedContent', 'unlockable']);

/**
 * The text rules of @agora/core for every part: control characters in a field, a field name or a file name are
 * a 400 naming the field (PostgreSQL refuses NUL, and the others corrupt what is shown). Lengths are the
 * routes' own rules; the part limits bound them here.
 */
function checkPart(field: string, value: string, multiLine: boolean, max: number): void {
  const nameError = hasControlChars(field) ? MSG.api.controlChars : null;
  const error = nameError ?? textError(value, { max, multiLine });
  if (error) throw new ValidationError(error, { [nameError ? 'request' : field]: error });
}

/** Reads a multipart form into strings and buffers; a file over the limit is a 413 with the spec's message. */
export async function readForm(req: FastifyRequest, fileLimit: number = IMAGE_MAX_BYTES): Promise<FormInput> {
  if (!req.isMultipart()) throw new HttpError(406, MSG.api.badRequest);
  try {
    return await collect(req, fileLimit);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // A malformed body (bad boundary, truncated part) is the client's fault, never a 500.
    const status = (err as { statusCode?: number }).statusCode;
    throw new HttpError(status && status >= 400 && status < 500 ? status : 400, MSG.api.badRequest);
  }
}

async function collect(req: FastifyRequest, fileLimit: number): Promise<FormInput> {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  for await (const part of req.parts({
    limits: { fileSize: fileLimit, files: 4, fields: 40, fieldSize: 20_000 },
  })) {
    if (part.type === 'file') {
      checkPart(part.fieldname, part.filename ?? '', false, TEXT_MAX.fileName);
      try {
        const buf = await part.toBuffer();
        if (buf.length > 0) files[part.fieldname] = buf;
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, MSG.editProfile.errors.fileTooLarge, {
            [part.fieldname]: MSG.editProfile.errors.fileTooLarge,
          });
        }
        throw err;
      }
    } else if (typeof part.value === 'string') {
      checkPart(part.fieldname, part.value, MULTI_LINE_FIELDS.has(part.fieldname), Number.POSITIVE_INFINITY);
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
