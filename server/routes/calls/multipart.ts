// The portal's own binary form of a proposal (issue 32, docs/proposals.md "Multipart"): POST /prop/call/{id}/proposal
// and PUT /prop/proposal/{id} also take multipart/form-data, the fields `title` and `coverLetter` and one file part per
// required document, named by the document's name. It saves the third that base64 adds on costly mobile data. The
// parts are read before validation: the text fields become the body (validated by the same JSON schema as the spec's
// shape) and the files the same documents the base64 shape gives, so the service checks both alike (type by bytes,
// size, names).
import type { FastifyRequest } from 'fastify';
import {
  PROPOSAL_COVER_LETTER_MAX,
  PROPOSAL_DOCUMENT_TYPES,
  PROPOSAL_DOCUMENTS_MAX,
  type ProposalBodyFields,
} from '../../../contract/calls';
import { HttpError, badRequest, payloadTooLarge } from '../../lib/http-errors';
import { fileTooLargeMessage } from '../../lib/image-store';
import type { IncomingDocument } from '../../services/proposals';

const TEXT_FIELDS = ['title', 'coverLetter'] as const;
export const MULTIPART_INVALID = 'The request body is not valid.';

/** busboy's limits for one proposal: the two text fields (UTF-8, up to 4 bytes a character), one file per document. */
export function proposalMultipartLimits(maxBytes: number) {
  return {
    files: PROPOSAL_DOCUMENTS_MAX,
    fileSize: maxBytes,
    fields: TEXT_FIELDS.length,
    fieldNameSize: 100,
    fieldSize: PROPOSAL_COVER_LETTER_MAX * 4,
    parts: PROPOSAL_DOCUMENTS_MAX + TEXT_FIELDS.length,
    headerPairs: 20,
  };
}

/** The document's type: the part's MIME type when it is one of the spec's, else the file name's extension, else the
 * MIME type as sent (the service then refuses it with 415). */
function partType(mimetype: string, filename: string): string {
  const plain = mimetype.toLowerCase().split('/').pop() ?? '';
  if ((PROPOSAL_DOCUMENT_TYPES as readonly string[]).includes(plain === 'jpg' ? 'jpeg' : plain))
    return mimetype;
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  return ['pdf', 'png', 'jpeg', 'jpg'].includes(ext) ? ext : mimetype;
}

interface ReadProposal {
  body: ProposalBodyFields;
  documents: IncomingDocument[];
}

/**
 * Reads a multipart proposal: 413 (the upload service's sentence) for a file over `maxBytes` or all files together
 * over `maxTotal`, 400 for an unknown text field, too many parts or a broken body. Unknown text fields are refused
 * as the JSON shape refuses unknown properties.
 */
export async function readProposalParts(
  request: FastifyRequest,
  maxBytes: number,
  maxTotal: number,
): Promise<ReadProposal> {
  const body: Record<string, string> = {};
  const documents: IncomingDocument[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: proposalMultipartLimits(maxBytes) })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        total += data.length;
        if (total > maxTotal) throw payloadTooLarge(fileTooLargeMessage(maxTotal));
        documents.push({
          name: part.fieldname,
          type: partType(part.mimetype, part.filename),
          data,
          file_name: part.filename,
        });
        continue;
      }
      const name = part.fieldname as (typeof TEXT_FIELDS)[number];
      if (!TEXT_FIELDS.includes(name) || part.valueTruncated || typeof part.value !== 'string')
        throw badRequest(MULTIPART_INVALID);
      body[name] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw payloadTooLarge(fileTooLargeMessage(maxBytes));
    throw badRequest(MULTIPART_INVALID);
  }
  return { body, documents };
}

/** The documents a multipart request carried, kept from preValidation until the handler. */
const multipartDocuments = new WeakMap<FastifyRequest, IncomingDocument[]>();

/**
 * A preValidation hook for the two proposal routes: a multipart request's text fields become its body and its files
 * are kept for the handler (`documentsOf`); a JSON request passes untouched.
 */
export function multipartProposal(maxBytes: () => number, maxTotal: number) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const read = await readProposalParts(request, maxBytes(), maxTotal);
    request.body = read.body;
    multipartDocuments.set(request, read.documents);
  };
}

/** The documents of a multipart request, or undefined for the spec's JSON shape. */
export const multipartDocumentsOf = (request: FastifyRequest) => multipartDocuments.get(request);
