// Errors a backup or restore reports to the operator as they are: one sentence that says what to do, no stack.

/** A problem the operator fixes (missing or old client programs, a running server, a refused restore). */
export class BackupError extends Error {}

/** A damaged, truncated or foreign archive: the restore stops before it changes anything. */
export class ArchiveError extends BackupError {}
