/** A backup or restore that cannot go ahead, said in one line for the operator: what is wrong and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}
