import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Chennai")).toBe("Chennai");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
  });

  it("quotes fields with a comma, quote, CR or LF and doubles the quotes", () => {
    expect(csvCell("Anna Nagar, Chennai")).toBe('"Anna Nagar, Chennai"');
    expect(csvCell('the "CCNA" batch')).toBe('"the ""CCNA"" batch"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+91 98840 12345")).toBe("'+91 98840 12345");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("ends every record with CRLF", () => {
    expect(
      toCsv([
        ["name", "email"],
        ["Kavya", "kavya@example.in"],
      ]),
    ).toBe("name,email\r\nKavya,kavya@example.in\r\n");
  });

  it("keeps line breaks inside a quoted field, not as record ends", () => {
    expect(toCsv([["a\nb", "=1"]])).toBe('"a\nb",\'=1\r\n');
  });
});
