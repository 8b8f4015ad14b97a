import type { Delivery, StoredSubmission } from "../leads/types";

/** The one escaping function: every value that goes into admin HTML passes through it. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** Marks HTML built here (already escaped) so `html` does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = SafeHtml | string | number | undefined | null | false | readonly Part[];

function render(part: Part): string {
  if (part === undefined || part === null || part === false) return "";
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join("");
  return escapeHtml(part);
}

/** Tagged template: interpolated values are escaped, nested `html` fragments and arrays are not. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, s, i) => out + s + (i < parts.length ? render(parts[i]) : ""), ""));
}

const istFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** Sales work in Chennai: times show in IST. */
export function istTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${istFormat.format(d)} IST`;
}

export function deliverySummary(d: Delivery): string {
  return `${d.destination}: ${d.status} (${d.attempts} ${d.attempts === 1 ? "attempt" : "attempts"})`;
}

export function deliveriesText(s: StoredSubmission): string {
  return s.deliveries.length ? s.deliveries.map(deliverySummary).join("; ") : "not forwarded (no destination set)";
}

const styles = `
body{font:16px/1.5 system-ui,sans-serif;color:#1a2233;background:#f6f7fb;margin:0}
header,main{max-width:76rem;margin:0 auto;padding:1rem}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem}
a{color:#1d4ed8}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
table{border-collapse:collapse;width:100%;background:#fff;font-size:14px}
th,td{border:1px solid #cfd5e2;padding:.4rem .5rem;text-align:left;vertical-align:top}
th{background:#e8ecf5}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:0 0 1rem}
label{display:flex;flex-direction:column;font-weight:600;font-size:14px}
input,select,button{font:inherit;padding:.35rem .5rem;border:1px solid #5b6478;border-radius:4px;background:#fff;color:#1a2233}
button{background:#1d4ed8;color:#fff;border-color:#1d4ed8;cursor:pointer}
button.danger{background:#b91c1c;border-color:#b91c1c}
.check{flex-direction:row;gap:.5rem;align-items:center;font-weight:400}
.alert{border:2px solid #b91c1c;background:#fdecec;padding:.5rem .75rem;color:#7f1d1d}
.notice{border:2px solid #15803d;background:#e9f7ee;padding:.5rem .75rem;color:#14532d}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border:1px solid #cfd5e2}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap}
.actions{display:flex;gap:1.5rem;flex-wrap:wrap;margin-top:1rem}
`;

/** A whole admin document: noindex, no scripts, a tiny inline stylesheet. */
export function page(title: string, body: SafeHtml, { signedIn = false } = {}): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Arivu sales inbox</title>
<style>${new SafeHtml(styles)}</style></head>
<body><header><strong>Arivu sales inbox</strong>${
    signedIn
      ? html`<form method="post" action="/admin/logout"><button type="submit">Sign out</button></form>`
      : ""
  }</header>
<main>${body}</main></body></html>`}`;
}
