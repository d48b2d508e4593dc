/**
 * The stable ids of the server's error answers, shared so that the web app switches on the same
 * union the server produces. Every error answer is `{ "error": <Italian message>, "id": <id>, ...details }`;
 * clients switch on the id, never on the text. The meanings are listed in docs/server.md.
 */
export type ErrorId =
  | 'invalid_input' // 400/422: malformed request, unknown filter or name, a bad or missing value
  | 'unauthenticated' // 401: no token, a bad or expired one, a failed login
  | 'user_revoked' // 401: a valid token whose user no longer exists (removed by an administrator)
  | 'session_revoked' // 401: the user's sessions were ended (password, roles, deactivation, 'end sessions')
  | 'forbidden' // 403: the user's roles do not permit it
  | 'not_found' // 404: no such route, model, record or action
  | 'method_not_allowed' // 405
  | 'stale_record' // 409: the lock_version sent is not the stored one
  | 'request_in_progress' // 409: the same Idempotency-Key is still running
  | 'already_closed' // 409: the document or list is already closed (`current` beside it)
  | 'confirmation_required' // 409: a command needs the operator's confirmation (`confirm`, `current`)
  | 'constraint' // 422: the database refused it (a missing reference, another constraint)
  | 'duplicate' // 422: a code (or barcode) another record already has (`fields`, `existing`)
  | 'in_use' // 422: master data other records still refer to (`used_by`: what and how many)
  | 'invalid_quantity' // 422: a quantity the rules refuse (`reason` from quantity-limits)
  | 'record_closed' // 422: a write into a concluded order, a closed document, package or list
  | 'too_large' // 413
  | 'quota_exceeded' // 413: an upload beyond the user's or the record's share of the upload space
  | 'unsupported_media_type' // 415
  | 'rate_limited' // 429
  | 'storage_full' // 507: the server's disk is below its free-space floor; uploads wait
  | 'unavailable' // 503: a device (printer) or service cannot be reached
  | 'printer_not_found' // 404: no printer for this purpose or name
  | 'printer_offline' // 503: the printer cannot print now (`offline_reason`, `job_id`)
  | 'print_failed' // 502: the label was sent but the printer did not take it (`job_id`)
  | 'template_not_found' // 404: no label template of that name
  | 'invalid_template' // 422: a template with an unknown placeholder (named)
  | 'internal'; // 500: anything else; the details are only in the log
