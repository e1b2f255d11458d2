/**
 * The résumé an application carries (issue 50): one of the candidate's own uploads of the 'resume' category,
 * the one they chose or else their latest. Its file name is copied onto the application for the employer,
 * whose devices do not hold the candidate's file records; the bytes stay behind GET /api/files/{id}/content,
 * which an employer the candidate applied to may read.
 */
import { sql } from 'drizzle-orm';
import { APPLICATION_RESUME_TEXTS } from '@shared/messages.ts';
import type { Tx } from '../db/client.ts';
import { findRows } from '../store/rows.ts';
import { refuse, type Refusal } from './types.ts';

export interface ApplicationResume {
  resumeFileId?: string;
  resumeFileName?: string;
}

/** The résumé fields for an application of `candidateUserId`, or why the chosen file cannot be sent. */
export async function applicationResume(tx: Tx, candidateUserId: string, chosenId: string | undefined): Promise<ApplicationResume | Refusal> {
  const uploads = await findRows(tx, 'files', sql`not deleted and owner_user_id = ${candidateUserId} and doc->>'category' = 'resume'`);
  // File records are written once, under the user's lock: their sequence numbers order them as uploaded.
  const file = chosenId === undefined ? uploads.sort((a, b) => a.seq - b.seq).at(-1) : uploads.find((row) => row.id === chosenId);
  if (chosenId !== undefined && !file) return refuse('invalid', APPLICATION_RESUME_TEXTS.notYours);
  if (!file) return {};
  return { resumeFileId: file.id, resumeFileName: String(file.doc.fileName ?? '') || undefined };
}
