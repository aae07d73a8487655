const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be asked of a uuid column (anything else would be a database error, not "not found"). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
