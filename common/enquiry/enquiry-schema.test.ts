import { describe, expect, it } from "vitest";
import { validateEnquiry } from "./enquiry-schema";
import { COURSE_OTHER_MAX, interestFromParam, successMessage } from "./enquiry-fields";

const valid = {
  name: "Priya Raman",
  email: "priya.raman@example.in",
  phone: "",
  interestType: "IT Training",
  courseInterest: "CCNA 200-301",
  subject: "",
  message: "I would like the weekend CCNA batch dates.",
};

const errorsFor = (patch: Record<string, unknown>) => {
  const result = validateEnquiry({ ...valid, ...patch });
  return result.ok ? {} : result.fieldErrors;
};

describe("enquiry schema", () => {
  it("accepts a complete enquiry, trims text and drops unknown and empty optional fields", () => {
    const result = validateEnquiry({ ...valid, name: "  Priya Raman ", role: "admin" });
    expect(result).toEqual({
      ok: true,
      enquiry: {
        name: "Priya Raman",
        email: "priya.raman@example.in",
        interestType: "IT Training",
        courseInterest: "CCNA 200-301",
        message: "I would like the weekend CCNA batch dates.",
      },
    });
  });

  it("gives every SPEC §5 message", () => {
    expect(errorsFor({ name: "" }).name).toBe("Full name is required.");
    expect(errorsFor({ name: "   " }).name).toBe("Full name is required.");
    expect(errorsFor({ name: undefined }).name).toBe("Full name is required.");
    expect(errorsFor({ name: " A " }).name).toBe("Full name must be at least 2 characters.");
    expect(errorsFor({ email: "" }).email).toBe("Email address is required.");
    expect(errorsFor({ email: "priya@" }).email).toBe("Email address is invalid.");
    expect(errorsFor({ email: "priya raman@mail.in" }).email).toBe("Email address is invalid.");
    expect(errorsFor({ interestType: "" }).interestType).toBe("Please select your area of interest.");
    expect(errorsFor({ interestType: "Cooking" }).interestType).toBe("Please select your area of interest.");
    expect(errorsFor({ subject: "Hi" }).subject).toBe("Subject must be at least 3 characters if provided.");
    expect(errorsFor({ message: "" }).message).toBe("Message is required.");
    expect(errorsFor({ message: "Too short" }).message).toBe("Message must be at least 10 characters.");
  });

  it("reports every invalid field at once, one message each", () => {
    const result = validateEnquiry({});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.fieldErrors).sort()).toEqual(["email", "interestType", "message", "name"]);
  });

  it("has no rules for phone and course, and keeps the course only for IT Training", () => {
    expect(errorsFor({ phone: "x", courseInterest: "" })).toEqual({});
    const result = validateEnquiry({ ...valid, interestType: "AI Solutions" });
    expect(result.ok && result.enquiry.courseInterest).toBeUndefined();
    expect(result.ok && result.enquiry.subject).toBeUndefined();
  });

  it('keeps a catalogue course; any other course text is kept as "Other" with the text apart', () => {
    const catalogue = ["CCNA", "CCIE Security"];
    const course = (patch: Record<string, unknown>) => {
      const result = validateEnquiry({ ...valid, ...patch }, catalogue);
      return result.ok ? [result.enquiry.courseInterest, result.enquiry.courseOther] : result.fieldErrors;
    };
    expect(course({ courseInterest: "CCNA", courseOther: "ignored" })).toEqual(["CCNA", undefined]);
    expect(course({ courseInterest: "Other", courseOther: " AWS Solutions Architect " })).toEqual([
      "Other",
      "AWS Solutions Architect",
    ]);
    expect(course({ courseInterest: "Other" })).toEqual(["Other", undefined]);
    expect(course({ courseInterest: "" })).toEqual([undefined, undefined]);
    // An old form's (or a bot's) free text: not refused, not dropped, never a course of its own.
    const posted = "A. Visitor a.visitor@example.com +91 98400 77777";
    expect(course({ courseInterest: posted })).toEqual(["Other", posted]);
    expect(course({ courseInterest: "x".repeat(5000) })).toEqual(["Other", "x".repeat(COURSE_OTHER_MAX)]);
    // Only IT Training has a course.
    expect(course({ interestType: "AI Solutions", courseInterest: posted })).toEqual([undefined, undefined]);
  });

  it("has no rule for the other course's text but its length", () => {
    expect(errorsFor({ courseInterest: "Other", courseOther: "a".repeat(COURSE_OTHER_MAX) })).toEqual({});
    expect(errorsFor({ courseInterest: "Other", courseOther: "a".repeat(COURSE_OTHER_MAX + 1) })).toEqual({
      courseOther: `Please describe the course in ${COURSE_OTHER_MAX} characters or fewer.`,
    });
  });

  it("reads the interest from a link parameter and words the success message", () => {
    expect(interestFromParam("AI Solutions")).toBe("AI Solutions");
    expect(interestFromParam("it training")).toBe("IT Training");
    expect(interestFromParam("Cooking")).toBe("");
    expect(successMessage("AI Solutions")).toBe(
      "Message sent successfully! We'll get back to you soon regarding your AI Solutions enquiry.",
    );
  });
});
