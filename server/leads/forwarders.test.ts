import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeFormService, type FakeFormService } from "#tests/fakes/form-service.ts";
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { formBody, formForwarder, webhookForwarder } from "./forwarders";
import { enquiry, lead, stored } from "#tests/lead-data.ts";

describe("form body", () => {
  it("composes the enquiry subject from the product name, the interest and the subject", () => {
    const body = formBody(stored(enquiry({ interestType: "AI Solutions", subject: "RAG portal" })));
    expect(body).toMatchObject({
      _subject: "Arivu Technologies - AI Solutions - RAG portal",
      _replyto: "priya.raman@example.in",
      _source: "arivu-website",
      source: "contact-form",
      name: "Priya Raman",
      email: "priya.raman@example.in",
      phone: "+91 98840 12345",
      interestType: "AI Solutions",
      courseInterest: "CCNP Enterprise",
      subject: "RAG portal",
      reference: "3f1c2a9e-0000-4000-8000-000000000001",
    });
  });

  it("falls back to 'General Enquiry' without a subject and leaves empty fields out", () => {
    const body = formBody(stored(enquiry({ interestType: "Other", subject: undefined, phone: undefined })));
    expect(body._subject).toBe("Arivu Technologies - Other - General Enquiry");
    expect(body).not.toHaveProperty("phone");
    expect(body).not.toHaveProperty("subject");
  });

  it("titles a chatbot lead 'New Lead: {service}'", () => {
    const body = formBody(stored(lead({ service: "IT & Digital Services" })));
    expect(body).toMatchObject({
      _subject: "New Lead: IT & Digital Services",
      _replyto: "farhan@gulfnet.ae",
      source: "chatbot",
    });
    expect(body.message).toContain("AI Solutions");
  });
});

describe("form forwarder", () => {
  let service: FakeFormService;
  beforeEach(async () => {
    service = await startFakeFormService();
  });
  afterEach(() => service.close());

  it("posts JSON that the service accepts", async () => {
    await formForwarder(service.url).send(stored(enquiry()));
    expect(service.accepted).toHaveLength(1);
    expect(service.accepted[0]._subject).toBe("Arivu Technologies - IT Training - Weekend batch in January");
  });

  it("fails with the service's error field, even on a 2xx", async () => {
    service.behaviour = () => "refuse";
    await expect(formForwarder(service.url).send(stored(enquiry()))).rejects.toThrow("Form is disabled");
  });

  it("fails on a 500, a dropped connection and a timeout", async () => {
    const send = () => formForwarder(service.url, 300).send(stored(enquiry()));
    service.behaviour = () => "http-500";
    await expect(send()).rejects.toThrow("Internal error");
    service.behaviour = () => "destroy";
    await expect(send()).rejects.toThrow();
    service.behaviour = () => "timeout";
    const started = Date.now();
    await expect(send()).rejects.toThrow(/timeout|abort/i);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(service.accepted).toHaveLength(0);
  });
});

describe("webhook forwarder", () => {
  let receiver: FakeWebhookReceiver;
  beforeEach(async () => {
    receiver = await startFakeWebhookReceiver("s3cret-key");
  });
  afterEach(() => receiver.close());

  it("signs the raw body and names the delivery", async () => {
    await webhookForwarder(receiver.url, "s3cret-key").send(stored(lead(), { id: "abc" }));
    expect(receiver.receipts.get("abc:webhook")).toBe(1);
    expect(receiver.bodies[0]).toMatchObject({ event: "lead.created", id: "abc", service: "AI Solutions" });
    expect(receiver.bodies[0]).not.toHaveProperty("deliveries");
  });

  it("is refused with a wrong secret", async () => {
    await expect(webhookForwarder(receiver.url, "wrong").send(stored(lead()))).rejects.toThrow("HTTP 401");
    expect(receiver.rejected).toBe(1);
  });
});
