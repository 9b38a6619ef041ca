import { z } from 'zod';

/** The version of the export's JSON format (docs/export-format.md); a server reads this one and older ones. */
export const EXPORT_FORMAT_VERSION = 1;

/** The file of the export that holds every record, beside `transactions.csv` and `attachments/`. */
export const EXPORT_JSON_NAME = 'hearth-export.json';

export const newerExportFormat = (version: number) =>
  `This file was written by a newer version of Hearth (format ${version}); this server reads up to format ${EXPORT_FORMAT_VERSION}.`;

/** The password asked again before the family's data leaves the server or is deleted. */
export const familyDataPasswordSchema = z.object({
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export type FamilyDataPassword = z.infer<typeof familyDataPasswordSchema>;

/** How many records of one kind a restore brought back. */
export const restoredCountSchema = z.object({
  /** The name of the kind in the export (accounts, transactions…). */
  kind: z.string(),
  count: z.number(),
});

export const familyRestoreResultSchema = z.object({
  restored: z.array(restoredCountSchema),
  /** Other members of the exported family, invited again by e-mail. */
  invited: z.array(z.string()),
  /** Members who could not be invited (an account elsewhere, or the day's invitations spent), with why. */
  notInvited: z.array(z.object({ email: z.string(), reason: z.string() })),
  /** Attachment files brought back. */
  files: z.number(),
});
export type FamilyRestoreResult = z.infer<typeof familyRestoreResultSchema>;
