import {
  ITEM_FILE_MAX_BYTES,
  MSG,
  metadataUploadReply,
  singleLineText,
  TEXT_MAX,
  textError,
} from '@agora/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { itemDrafts } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { readForm } from '../http/multipart';
import { uploadItemMedia } from './upload';

const E = MSG.create.errors;
const properties = z.record(
  singleLineText(TEXT_MAX.propertyKey).trim().min(1),
  singleLineText(TEXT_MAX.propertyValue),
);

function parseProperties(text: string | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  let message: string = MSG.api.badRequest;
  try {
    const parsed = properties.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    message = parsed.error.issues[0]?.message ?? message;
  } catch {
    // not JSON: the generic field error
  }
  throw new ValidationError(MSG.formErrorAll, { properties: message });
}

/**
 * POST /media/metadata: the spec's metadata upload (ipfsImageHashGet) for a signed-in creator; video and
 * audio come with their preview image (`poster`).
 */
export const metadataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/media/metadata',
    {
      schema: { tags: ['items'], consumes: ['multipart/form-data'], response: { 200: metadataUploadReply } },
    },
    async (req) => {
      const me = await ctx.sessions.requireWallet(req);
      const form = await readForm(req, ITEM_FILE_MAX_BYTES).catch((err: unknown) => {
        // readForm speaks of profile images; the item form has its own 30 MB messages.
        if (err instanceof HttpError && err.statusCode === 413) {
          const field = err.errors?.poster ? 'poster' : 'file';
          const message = field === 'poster' ? E.posterTooLarge : E.fileTooLarge;
          throw new HttpError(413, message, { [field]: message });
        }
        throw err;
      });
      const file = form.files.file;
      if (!file) throw new ValidationError(MSG.formErrorAll, { file: E.fileRequired });
      const name = form.fields.name?.trim() ?? '';
      if (!name) throw new ValidationError(MSG.formErrorAll, { name: E.nameRequired });
      const description = form.fields.description ?? '';
      const errors = Object.fromEntries(
        Object.entries({
          name: textError(name, { max: TEXT_MAX.itemName }),
          description: textError(description, { max: TEXT_MAX.description, multiLine: true }),
        }).filter((e): e is [string, string] => e[1] !== null),
      );
      if (Object.keys(errors).length) throw new ValidationError(MSG.formErrorAll, errors);
      const input = {
        creator: me.address,
        file,
        poster: form.files.poster,
        name,
        description,
        properties: parseProperties(form.fields.properties),
      };
      const out = await uploadItemMedia(ctx, input);
      // The draft starts here (media, preview, CIDs); POST /items/drafts adds the off-chain choices.
      const draft = {
        name,
        description: input.description,
        properties: input.properties,
        mediaCid: out.mediaCid,
        media: out.media,
        preview: out.preview,
        mediaKind: out.mediaKind,
      };
      await ctx.db
        .insert(itemDrafts)
        .values({ creator: me.address, metadataCid: out.metadataCid, ...draft })
        .onConflictDoUpdate({ target: [itemDrafts.metadataCid, itemDrafts.creator], set: draft });
      return out;
    },
  );
};
