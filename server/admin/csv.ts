/**
 * CSV for spreadsheets (RFC 4180): CRLF line ends; fields holding a comma, quote, CR or LF
 * are quoted with quotes doubled. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) get a leading single quote, so a visitor's text
 * can never execute in the sales team's spreadsheet.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line per row, each ending in CRLF. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
