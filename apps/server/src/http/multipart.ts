import { IMAGE_MAX_BYTES, MSG } from '@agora/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface FormInput {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
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
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
