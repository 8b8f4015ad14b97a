import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WarrantyDemo } from "./warranty-demo";

const ROUTER = "ARV-RTR-2023-0001";
const notFound = (serial: string) =>
  `No warranty information found for serial number "${serial}". Please check the number and try again.`;

/** The demo under a fake clock: the lookup answers after 1.5 s of it. */
function renderDemo() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<WarrantyDemo />);
  const demo = screen.getByRole("region", { name: "AI Warranty Bot" });
  return {
    user,
    demo,
    input: within(demo).getByLabelText("Serial number"),
    submit: () => within(demo).getByRole("button", { name: /^(Check Warranty|Checking\.\.\.)$/ }),
    details: within(demo).getByRole("status"),
    alert: () => within(demo).queryByRole("alert"),
    example: (serial: string) => within(demo).getByRole("button", { name: serial }),
  };
}

/** Sends the serial typed and lets the lookup's 1.5 s pass. */
async function check(d: ReturnType<typeof renderDemo>) {
  await d.user.click(d.submit());
  await act(() => vi.advanceTimersByTimeAsync(1500));
}

beforeEach(() => {
  vi.useFakeTimers();
  // A serial that is not found is logged as a warning: expected here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the warranty demo", () => {
  it("disables submit while the serial is empty or blank", async () => {
    const d = renderDemo();
    expect(d.submit()).toBeDisabled();
    await d.user.type(d.input, "   ");
    expect(d.submit()).toBeDisabled();
    await d.user.clear(d.input);
    await d.user.type(d.input, "X1");
    expect(d.submit()).toBeEnabled();
  });

  it("a found serial shows its details after 1.5 s, not before, and the form is locked meanwhile", async () => {
    const d = renderDemo();
    await d.user.click(d.example(ROUTER));
    await d.user.click(d.submit());
    expect(d.submit()).toHaveTextContent("Checking...");
    expect(d.submit()).toBeDisabled();
    expect(d.input).toBeDisabled();
    expect(d.example("ARV-FW-2022-0417")).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(d.submit()).toHaveTextContent("Checking...");
    expect(d.details).not.toHaveTextContent("Cisco ISR 4331 Enterprise Router");

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(d.details).toHaveTextContent("Warranty details");
    expect(d.details).toHaveTextContent("Cisco ISR 4331 Enterprise Router");
    expect(d.details).toHaveTextContent("Active");
    expect(d.details).toHaveTextContent("15 January 2023");
    expect(d.details).toHaveTextContent("14 January 2026");
    expect(d.submit()).toHaveTextContent("Check Warranty");
    expect(d.input).toBeEnabled();
  });

  it("looks up ignoring case and surrounding spaces", async () => {
    const d = renderDemo();
    await d.user.type(d.input, "   arv-ap-2020-1123  ");
    await check(d);
    expect(d.details).toHaveTextContent("Cisco Catalyst 9120 Access Point");
    expect(d.details).toHaveTextContent("Expired");
    expect(d.details).toHaveTextContent("1 November 2020");
    expect(d.details).toHaveTextContent("31 October 2023");
    expect(d.alert()).toBeNull();
  });

  it("an unknown serial shows an alert titled Error with the serial as entered", async () => {
    const d = renderDemo();
    await d.user.type(d.input, "  abc-123 ");
    await check(d);
    const alert = d.alert()!;
    expect(within(alert).getByText("Error", { exact: true })).toBeVisible();
    expect(within(alert).getByText(notFound("abc-123"), { exact: true })).toBeVisible();
    expect(d.details).not.toHaveTextContent("Warranty details");
  });

  it("an example serial fills the input and clears the previous result and error", async () => {
    const d = renderDemo();
    await d.user.type(d.input, "NOPE-1");
    await check(d);
    expect(d.alert()).toBeInTheDocument();

    await d.user.click(d.example("ARV-FW-2022-0417"));
    expect(d.input).toHaveValue("ARV-FW-2022-0417");
    expect(d.alert()).toBeNull();

    await check(d);
    expect(d.details).toHaveTextContent("FortiGate 100F Firewall");
    await d.user.click(d.example(ROUTER));
    expect(d.input).toHaveValue(ROUTER);
    expect(d.details).not.toHaveTextContent("FortiGate 100F Firewall");
  });

  it("a new submission clears the previous result and error while checking", async () => {
    const d = renderDemo();
    await d.user.type(d.input, ROUTER);
    await check(d);
    expect(d.details).toHaveTextContent("Cisco ISR 4331 Enterprise Router");

    await d.user.clear(d.input);
    await d.user.type(d.input, "ZZZ-9");
    await d.user.click(d.submit());
    expect(d.details).not.toHaveTextContent("Cisco ISR 4331 Enterprise Router");
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(d.alert()).toHaveTextContent(notFound("ZZZ-9"));

    await d.user.clear(d.input);
    await d.user.type(d.input, ROUTER);
    await d.user.click(d.submit());
    expect(d.alert()).toBeNull();
  });
});
