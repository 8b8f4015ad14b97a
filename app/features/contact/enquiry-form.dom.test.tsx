import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enquiryErrors, SUCCESS_HIDE_MS, successMessage } from "#common/enquiry/enquiry-fields.ts";
import { randomBytes } from "node:crypto";
import { memoryLimiter } from "#server/http/rate-limit.ts";
import { createFormTokens } from "#server/leads/form-token.ts";
import { createLeadStore } from "#server/leads/store.ts";
import { createEnquirySubmitter } from "#server/leads/submit.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { siteStub } from "#tests/route-stub.tsx";
import { action, clientAction } from "#app/routes/contact.tsx";
import { EnquiryForm, type EnquiryFormProps } from "./enquiry-form";

const [sqliteBackend] = testBackends;
const NETWORK_ERROR = enquiryErrors.network;
const MESSAGE = "Please share the fees and next batch dates.";

/**
 * What reaches the server: the /contact route's own action and clientAction, and behind them the
 * server's own enquiry submitter over a real SQLite file. `reachable: false` is a post that never
 * reaches the server; `hold` keeps the answer back.
 */
async function site({
  reachable = true,
  hold,
  Form = EnquiryForm,
}: {
  reachable?: boolean;
  hold?: Promise<void>;
  Form?: (props: EnquiryFormProps) => React.ReactNode;
} = {}) {
  const database = await sqliteBackend.create();
  const store = createLeadStore(await database.open(), []);
  opened.push({ store, database });
  const formTokens = createFormTokens(randomBytes(32));
  const submit = createEnquirySubmitter({
    store,
    limits: {
      soft: memoryLimiter({ limit: 100, windowMs: 600_000 }),
      hard: memoryLimiter({ limit: 100, windowMs: 3600_000 }),
    },
    formTokens,
  });
  // The token the page's loader issues; a minute old, as from a visitor who took their time.
  const formToken = formTokens.issue(Date.now() - 60_000);
  const context: AppLoadContext = {
    submitEnquiry: (input: Record<string, string>) => submit(input, { clientKey: "203.0.113.7" }),
  };
  const serverAction = async (request: Request) => {
    await hold;
    if (!reachable) throw new TypeError("Failed to fetch");
    return (await action({ request, context } as Parameters<typeof action>[0])).data;
  };
  /** The enquiries stored, oldest first. */
  const stored = async () => (await store.list({})).items.reverse();
  return {
    stored,
    Stub: siteStub([
      {
        index: true,
        Component: () => <Form courseNames={["CCNA", "CCIE Security"]} formToken={formToken} />,
      },
      {
        path: "/contact",
        action: ({ request }) =>
          clientAction({ serverAction: () => serverAction(request) } as Parameters<typeof clientAction>[0]),
      },
    ]),
  };
}
const opened: { store: LeadStore; database: TestDatabase }[] = [];

async function renderForm(options: Parameters<typeof site>[0] = {}) {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  const { Stub, stored } = await site(options);
  render(<Stub />);
  const form = await screen.findByRole("form", { name: "Enquiry form" });
  const f = within(form);
  return {
    user,
    stored,
    form,
    field: (label: string) => f.getByLabelText(fieldLabel(label)),
    send: () => user.click(f.getByRole("button", { name: "Send Message" })),
    status: () => f.getByRole("status"),
    alert: () => f.queryByRole("alert"),
  };
}
/** A field's label: its text, and the star a required field's label shows (hidden from screen readers). */
const fieldLabel = (text: string) => new RegExp(`^${text.replace(/[()?]/g, "\\$&")}( \\*)?$`);

type Form = Awaited<ReturnType<typeof renderForm>>;

/** Focusing the form loads its validator; this waits until it has. */
async function loadValidator(f: Form) {
  await f.user.click(f.field("Full name"));
  await act(() => import("#common/enquiry/enquiry-schema.ts"));
}

async function fillValid(f: Form, interest = "AI Solutions") {
  await f.user.type(f.field("Full name"), "Lakshmi Narayanan");
  await f.user.type(f.field("Email address"), "lakshmi.test@example.in");
  await f.user.type(f.field("Phone (optional)"), "+91 98840 12345");
  await f.user.selectOptions(f.field("Area of interest"), interest);
  await f.user.type(f.field("Message"), MESSAGE);
}

afterEach(async () => {
  vi.useRealTimers();
  for (const { store, database } of opened.splice(0)) {
    await store.close();
    await database.cleanup();
  }
});

describe("the enquiry form", () => {
  it("checks in the browser first: every message under its field, the first field focused, and nothing sent", async () => {
    const f = await renderForm();
    await loadValidator(f);
    await f.send();
    const name = f.field("Full name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Full name is required.");
    expect(f.field("Email address")).toHaveAccessibleDescription("Email address is required.");
    expect(f.field("Area of interest")).toHaveAccessibleDescription("Please select your area of interest.");
    expect(f.field("Message")).toHaveAccessibleDescription("Message is required.");
    expect(name).toHaveFocus();

    // Editing clears that field's message only.
    await f.user.type(name, " A ");
    expect(within(f.form).queryByText("Full name is required.")).toBeNull();
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(within(f.form).getByText("Email address is required.")).toBeVisible();

    await f.user.type(f.field("Email address"), "lakshmi@mail");
    await f.user.type(f.field("Subject (optional)"), "Hi");
    await f.user.type(f.field("Message"), "Fees?");
    await f.send();
    expect(name).toHaveAccessibleDescription("Full name must be at least 2 characters.");
    expect(f.field("Email address")).toHaveAccessibleDescription("Email address is invalid.");
    expect(f.field("Subject (optional)")).toHaveAccessibleDescription(
      "Subject must be at least 3 characters if provided.",
    );
    expect(f.field("Message")).toHaveAccessibleDescription("Message must be at least 10 characters.");
    expect(f.field("Phone (optional)")).not.toHaveAttribute("aria-invalid");
    // Not the server's answer: that would come with its alert.
    expect(f.alert()).toBeNull();
    expect(await f.stored()).toEqual([]);
  });

  it("the action's field errors show under the fields when the validator has not loaded, and the values stay", async () => {
    // A form whose validator never loaded: its module fresh, and no field of it ever focused.
    vi.resetModules();
    const { EnquiryForm: Fresh } = await import("./enquiry-form");
    const f = await renderForm({ Form: Fresh });
    const type = (label: string, value: string) => fireEvent.input(f.field(label), { target: { value } });
    type("Full name", "A");
    type("Email address", "meena@");
    type("Subject (optional)", "Hi");
    type("Message", "Fees?");
    fireEvent.submit(f.form);
    expect(await within(f.form).findByText("Please select your area of interest.")).toBeVisible();
    expect(f.field("Full name")).toHaveAccessibleDescription("Full name must be at least 2 characters.");
    expect(f.field("Email address")).toHaveAccessibleDescription("Email address is invalid.");
    expect(f.field("Area of interest")).toHaveAccessibleDescription("Please select your area of interest.");
    expect(f.field("Subject (optional)")).toHaveAccessibleDescription(
      "Subject must be at least 3 characters if provided.",
    );
    expect(f.field("Message")).toHaveAccessibleDescription("Message must be at least 10 characters.");
    // Focus moves in an effect after the errors paint; a loaded machine runs it a moment later.
    await waitFor(() => expect(f.field("Full name")).toHaveFocus());
    expect(f.field("Email address")).toHaveValue("meena@");
    expect(f.field("Message")).toHaveValue("Fees?");
    expect(await f.stored()).toEqual([]);
  });

  it("sends: Sending… while waiting, then the success message; the form clears, and the message hides after 7 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let release!: () => void;
    const f = await renderForm({ hold: new Promise<void>((resolve) => (release = resolve)) });
    await loadValidator(f);
    await fillValid(f, "IT Training");
    await f.user.selectOptions(f.field("Course of interest (optional)"), "CCNA");
    await f.send();
    expect(within(f.form).getByRole("button", { name: "Sending…" })).toBeDisabled();

    await act(async () => release());
    expect(await within(f.status()).findByText(successMessage("IT Training"))).toBeVisible();
    expect(within(f.form).getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(f.field("Full name")).toHaveValue("");
    expect(f.field("Message")).toHaveValue("");
    expect(f.field("Area of interest")).toHaveValue("");
    expect(await f.stored()).toEqual([
      expect.objectContaining({
        name: "Lakshmi Narayanan",
        interestType: "IT Training",
        courseInterest: "CCNA",
      }),
    ]);

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_HIDE_MS - 500));
    expect(f.status()).toHaveTextContent(successMessage("IT Training"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(f.status()).toBeEmptyDOMElement();
  });

  it("offers the catalogue's courses or Other, and keeps what is typed for Other apart from the course", async () => {
    const f = await renderForm();
    await loadValidator(f);
    await fillValid(f, "IT Training");
    const course = f.field("Course of interest (optional)");
    // A native select (it works without JavaScript), never free text.
    expect(course.tagName).toBe("SELECT");
    expect(
      within(course)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Not sure yet: please advise me", "CCNA", "CCIE Security", "Other"]);
    await f.user.selectOptions(course, "Other");
    // Revealed by CSS for Other, as the course field is for IT Training: always in the page.
    await f.user.type(f.field("Which course? (optional)"), "AWS Solutions Architect");
    await f.send();
    expect(await within(f.status()).findByText(successMessage("IT Training"))).toBeVisible();
    expect(f.field("Which course? (optional)")).toHaveValue("");
    expect(await f.stored()).toEqual([
      expect.objectContaining({ courseInterest: "Other", courseOther: "AWS Solutions Architect" }),
    ]);
  });

  it("editing a field after success hides the message", async () => {
    const f = await renderForm();
    await loadValidator(f);
    await fillValid(f, "IT & Digital Services");
    await f.send();
    expect(await within(f.status()).findByText(successMessage("IT & Digital Services"))).toBeVisible();
    await f.user.type(f.field("Full name"), "Ravi");
    expect(f.status()).toBeEmptyDOMElement();
  });

  it("a post that cannot reach the server shows the network message, keeps the typed values, and editing clears it", async () => {
    const f = await renderForm({ reachable: false });
    await loadValidator(f);
    await fillValid(f);
    await f.send();
    expect(await within(f.form).findByRole("alert")).toHaveTextContent(NETWORK_ERROR);
    expect(f.field("Full name")).toHaveValue("Lakshmi Narayanan");
    expect(f.field("Message")).toHaveValue(MESSAGE);
    expect(f.field("Area of interest")).toHaveValue("AI Solutions");
    await f.user.type(f.field("Subject (optional)"), "Fees");
    expect(f.alert()).toBeNull();
    expect(await f.stored()).toEqual([]);
  });

  it("a link's interest and course are chosen when the form opens", async () => {
    const Stub = siteStub([
      {
        index: true,
        Component: () => (
          <EnquiryForm
            courseNames={["CCNA", "CCIE Security"]}
            initial={{ interestType: "IT Training", courseInterest: "CCIE Security" }}
          />
        ),
      },
    ]);
    render(<Stub />);
    expect(await screen.findByLabelText(fieldLabel("Area of interest"))).toHaveValue("IT Training");
    expect(screen.getByLabelText(fieldLabel("Course of interest (optional)"))).toHaveValue("CCIE Security");
  });
});
