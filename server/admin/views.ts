import { interestTypes } from "../../app/features/contact/enquiry-fields";
import type { StoredSubmission } from "../leads/types";
import type { InboxFilter } from "./filters";
import { filterQuery } from "./filters";
import { deliverySummary, html, istTime, page, type SafeHtml } from "./html";

export function signInPage(error?: string): string {
  return page(
    "Sign in",
    html`<h1>Sign in</h1>
${error ? html`<p class="alert" role="alert">${error}</p>` : ""}
<form method="post" action="/admin/login">
<label for="password">Password<input id="password" name="password" type="password" autocomplete="current-password" required autofocus></label>
<p><button type="submit">Sign in</button></p>
</form>`,
  );
}

const option = (value: string, label: string, selected: string | undefined) =>
  html`<option value="${value}"${value === selected ? html` selected` : ""}>${label}</option>`;

function filterForm(f: InboxFilter): SafeHtml {
  return html`<form class="filters" method="get" action="/admin" aria-label="Filters">
<label>Type<select name="type">${option("", "All", f.type ?? "")}${option("enquiry", "Enquiries", f.type)}${option("lead", "Leads", f.type)}</select></label>
<label>Interest<select name="interest">${option("", "All", f.interest ?? "")}${interestTypes.map((t) => option(t, t, f.interest))}</select></label>
<label>From<input type="date" name="from" value="${f.from ?? ""}"></label>
<label>To<input type="date" name="to" value="${f.to ?? ""}"></label>
<label>Search<input type="search" name="q" value="${f.q ?? ""}"></label>
<button type="submit">Apply filters</button>
<a href="/admin">Clear</a>
</form>`;
}

export function inboxPage(f: InboxFilter, items: StoredSubmission[], total: number, pageSize: number, notice?: string): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (f.page - 1) * pageSize + 1;
  const last = Math.min(total, f.page * pageSize);
  const rows = items.map(
    (s) => html`<tr>
<td>${istTime(s.createdAt)}</td><td>${s.kind}</td>
<td><a href="/admin/submissions/${encodeURIComponent(s.id)}">${s.name}</a></td>
<td>${s.email}</td><td>${s.interestType ?? s.service ?? ""}${s.courseInterest ? ` (${s.courseInterest})` : ""}</td>
<td>${s.subject ?? ""}</td>
<td>${s.deliveries.length ? s.deliveries.map((d) => html`<div>${deliverySummary(d)}</div>`) : "not forwarded"}</td>
</tr>`,
  );
  return page(
    "Inbox",
    html`<h1>Enquiries and leads</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
${filterForm(f)}
<p>${total === 0 ? "No submissions match." : `Showing ${first}–${last} of ${total}, newest first.`}
<a href="/admin/export.csv${filterQuery(f, { page: undefined })}">Download CSV</a></p>
${
  total === 0
    ? ""
    : html`<table><caption class="sr">Submissions</caption>
<thead><tr><th scope="col">Date (IST)</th><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Interest / service</th><th scope="col">Subject</th><th scope="col">Delivery</th></tr></thead>
<tbody>${rows}</tbody></table>`
}
${
  pages > 1
    ? html`<nav aria-label="Pages"><p>
${f.page > 1 ? html`<a href="/admin${filterQuery(f, { page: f.page - 1 })}" rel="prev">Previous page</a> ` : ""}
Page ${f.page} of ${pages}
${f.page < pages ? html` <a href="/admin${filterQuery(f, { page: f.page + 1 })}" rel="next">Next page</a>` : ""}
</p></nav>`
    : ""
}`,
    { signedIn: true },
  );
}

export function detailPage(s: StoredSubmission, message?: { text: string; error?: boolean }): string {
  const field = (label: string, value: string | undefined) => html`<dt>${label}</dt><dd>${value ?? "—"}</dd>`;
  const id = encodeURIComponent(s.id);
  const hasFailed = s.deliveries.some((d) => d.status === "failed");
  return page(
    `${s.kind === "lead" ? "Lead" : "Enquiry"} from ${s.name}`,
    html`<p><a href="/admin">Back to the inbox</a></p>
<h1>${s.kind === "lead" ? "Lead" : "Enquiry"} from ${s.name}</h1>
${message ? (message.error ? html`<p class="alert" role="alert">${message.text}</p>` : html`<p class="notice" role="status">${message.text}</p>`) : ""}
<dl>
${field("Received", istTime(s.createdAt))}${field("Type", s.kind)}${field("Source", s.source)}
${field("Name", s.name)}${field("Email", s.email)}${field("Phone", s.phone)}
${field("Interest", s.interestType)}${field("Course", s.courseInterest)}${field("Service", s.service)}
${field("Subject", s.subject)}${field("Message", s.message)}
${field("Consent version", s.consentVersion)}${field("Consent given", istTime(s.consentAt))}
${field("Reference", s.id)}
</dl>
<h2>Deliveries</h2>
${
  s.deliveries.length
    ? html`<table><thead><tr><th scope="col">Destination</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last error</th><th scope="col">Delivered</th></tr></thead><tbody>
${s.deliveries.map(
  (d) => html`<tr><td>${d.destination}</td><td>${d.status}</td><td>${d.attempts}</td><td>${d.lastError ?? ""}</td><td>${istTime(d.deliveredAt)}</td></tr>`,
)}</tbody></table>`
    : html`<p>Not forwarded: no destination is configured.</p>`
}
<div class="actions">
${hasFailed ? html`<form method="post" action="/admin/submissions/${id}/retry"><button type="submit">Retry failed deliveries</button></form>` : ""}
<form method="post" action="/admin/submissions/${id}/delete">
<label class="check"><input type="checkbox" name="confirm" value="yes" required> Erase this record (erasure request)</label>
<p><button type="submit" class="danger">Delete</button></p>
</form>
</div>`,
    { signedIn: true },
  );
}
