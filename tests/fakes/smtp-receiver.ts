import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpReceiver = {
  /** smtp://user:pass@127.0.0.1:port (without credentials when none are required). */
  url: string;
  port: number;
  /** Accepted messages, in the order they were accepted. */
  messages: ParsedMail[];
  /** Accepted messages per Message-ID (with its angle brackets): a count above 1 is a repeat. */
  byMessageId(): Map<string, number>;
  /**
   * Resolves once no client is connected and every message sent is parsed (or after 10 s): a
   * message whose sender was killed just after sending it can still be arriving.
   */
  settled(): Promise<void>;
  /** Stops listening: new connections are refused, like a mail server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback (smtp-server), plaintext as loopback needs no TLS. With
 * user/pass it requires AUTH and answers wrong credentials with 535, as providers do.
 * A message counts as received once parsed, before the client is told 250.
 */
export async function startSmtpReceiver({
  user,
  pass,
}: { user?: string; pass?: string } = {}): Promise<SmtpReceiver> {
  const messages: ParsedMail[] = [];
  const openSessions = new Set<string>();
  let parsing = 0;
  const requireAuth = user !== undefined;
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS"],
      authOptional: !requireAuth,
      allowInsecureAuth: true,
      logger: false,
      // stop() should not wait 30 s for a client that keeps its connection open.
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        if (requireAuth && auth.username === user && auth.password === (pass ?? ""))
          return callback(null, { user });
        callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
      },
      onConnect(session, callback) {
        openSessions.add(session.id);
        callback();
      },
      onClose(session) {
        openSessions.delete(session.id);
      },
      onData(stream, _session, callback) {
        parsing++;
        simpleParser(stream)
          .then(
            (mail) => {
              messages.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          )
          .finally(() => parsing--);
      },
    });

  const receiver: SmtpReceiver = {
    url: "",
    port: 0,
    messages,
    byMessageId() {
      const counts = new Map<string, number>();
      for (const m of messages) if (m.messageId) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
      return counts;
    },
    async settled() {
      const deadline = Date.now() + 10_000;
      while ((openSessions.size > 0 || parsing > 0) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
    },
    async start() {
      if (server) return;
      const s = create();
      // Client-side resets are reported as server errors; a test server has nothing to do with them.
      s.on("error", () => {});
      await new Promise<void>((resolve, reject) => {
        s.server.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      server = s;
      port = (s.server.address() as AddressInfo).port;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    close: () => receiver.stop(),
  };

  await receiver.start();
  const credentials =
    user !== undefined ? `${encodeURIComponent(user)}:${encodeURIComponent(pass ?? "")}@` : "";
  return Object.assign(receiver, { port, url: `smtp://${credentials}127.0.0.1:${port}` });
}
