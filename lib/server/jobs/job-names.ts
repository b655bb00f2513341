/** Names of jobs that domain code queues with scheduleJob (their work is defined in app-jobs.ts). */
export const REMOVE_FILES_JOB = 'storage.remove-files';
export const ERASE_OUTBOX_JOB = 'outbox.erase';
