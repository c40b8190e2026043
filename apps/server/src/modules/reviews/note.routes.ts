import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InterviewParamsSchema,
  NoteBodySchema,
  NoteListSchema,
  NoteParamsSchema,
  NoteSchema,
  PatchNoteBodySchema,
} from '@vi/contracts';
import { errorResponses } from '../../lib/error-responses.js';
import { recruiterOf } from '../auth/index.js';

/** Notes on an interview, optionally pinned to a moment of an answer; only their author changes them. */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notes } = app.services;
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/interviews/:id/notes',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['reviews'],
        summary: "The team's notes on an interview, oldest first",
        params: InterviewParamsSchema,
        response: { 200: NoteListSchema, ...errors },
      },
    },
    (request) => notes.list(recruiterOf(request), request.params.id),
  );

  app.post(
    '/interviews/:id/notes',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['reviews'],
        summary: 'Writes a note (plain text), optionally pinned to a second of an answer',
        params: InterviewParamsSchema,
        body: NoteBodySchema,
        response: { 201: NoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await notes.create(recruiterOf(request), request.params.id, request.body);
      return reply.status(201).send(note);
    },
  );

  app.patch(
    '/interviews/:id/notes/:noteId',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['reviews'],
        summary: 'Changes a note (its author only; others get 403)',
        params: NoteParamsSchema,
        body: PatchNoteBodySchema,
        response: { 200: NoteSchema, ...errors },
      },
    },
    (request) => notes.update(recruiterOf(request), request.params.id, request.params.noteId, request.body),
  );

  app.delete(
    '/interviews/:id/notes/:noteId',
    {
      config: { permission: 'review' },
      preHandler: app.requireRecruiter,
      schema: {
        tags: ['reviews'],
        summary: 'Deletes a note (its author only; others get 403)',
        params: NoteParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await notes.remove(recruiterOf(request), request.params.id, request.params.noteId);
      return reply.status(204).send(null);
    },
  );
};
