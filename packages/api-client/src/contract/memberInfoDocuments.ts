import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** Member info document (doc 3 §3). */
export const memberInfoDocumentSchema = z.object({
  friendlyDescription: z.string(),
  url: z.string(),
});

export const getMemberInfoDocuments = defineEndpoint({
  id: 'getMemberInfoDocuments',
  tag: 'Member information documents',
  summary: 'Member information documents (links).',
  spec: 'doc 3 §3, §7 (path not shown)',
  method: 'GET',
  path: '/v3/member-info-documents',
  auth: 'member',
  response: z.array(memberInfoDocumentSchema),
});
