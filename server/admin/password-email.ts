import { htmlDocument, escapeHtml, smtpTransport } from "#server/leads/email.ts";
import { RESET_LINK_SECONDS } from "./auth";

export type PasswordEmailOptions = { smtpUrl: string; from: string };

/** The email with the link to set a password, for a reset or a new account alike. */
export function renderPasswordEmail(to: { email: string; name: string }, link: string) {
  const subject = "Set your password for the Arivu sales inbox";
  const hours = RESET_LINK_SECONDS / 3600;
  const paragraphs = [
    `Hello ${to.name},`,
    `Someone asked for a link to set the password of ${to.email} on the Arivu sales inbox: you, on its sign-in page, or an admin who added your account.`,
    `Open this link within ${hours} hour${hours === 1 ? "" : "s"} to choose a new password. It works once.`,
    "If you did not ask for it, ignore this email: your password stays as it is.",
  ];
  const text = [...paragraphs.slice(0, 3), link, paragraphs[3]].join("\n\n") + "\n";
  const html = htmlDocument(
    subject,
    [
      ...paragraphs.slice(0, 3).map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
      `<p style="margin:0 0 12px"><a href="${escapeHtml(link)}" style="color:#0b57d0">Set a new password</a></p>`,
      `<p style="margin:0">${escapeHtml(paragraphs[3])}</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}

/** Sends it through the pipeline's SMTP settings (SMTP_URL, and LEAD_NOTIFY_FROM or the SMTP user). */
export function passwordEmailSender({ smtpUrl, from }: PasswordEmailOptions) {
  const transport = smtpTransport(smtpUrl);
  return async (to: { email: string; name: string }, link: string) => {
    await transport.sendMail({
      ...renderPasswordEmail(to, link),
      from,
      to: to.email,
      headers: { "Auto-Submitted": "auto-generated" },
    });
  };
}
