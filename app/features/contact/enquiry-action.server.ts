import type { AppLoadContext } from "react-router";
import { catalogueCourses } from "#server/leads/report-terms.ts";
import {
  emptyValues,
  enquiryErrors,
  fieldNames,
  FORM_TOKEN_FIELD,
  interestFromParam,
  type EnquiryValues,
} from "#common/enquiry/enquiry-fields.ts";
import type { EnquiryActionResult } from "./enquiry-form";
import { bodyTooLarge, formValues, requestForm } from "#common/forms.ts";
import "./load-context";

/** Same limit as the JSON API. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * Course names for the form's course select (read on the server, so the catalogue stays out of
 * the page's JS): the same list the server accepts, anything else being stored as "Other".
 */
export function courseNames(): string[] {
  return [...catalogueCourses];
}

/** The interest and course a link like /contact?interest=IT%20Training&course=CCNA asks for. */
export function initialChoice(
  url: string,
  names: string[],
): { interestType: string; courseInterest: string } {
  const params = new URL(url).searchParams;
  const interestType = interestFromParam(params.get("interest"));
  const course = params.get("course") ?? "";
  return { interestType, courseInterest: interestType && names.includes(course) ? course : "" };
}

/**
 * The token for a server-rendered form, from route loaders. While prerendering there is none:
 * the form then carries the placeholder, which server/http/prerendered.ts replaces per visit.
 */
export function formTokenFor(context: AppLoadContext | undefined): string | undefined {
  return context?.issueFormToken?.();
}

/**
 * Handles the contact form, posted with JavaScript (a fetcher) or without. On success it hands
 * out a fresh token for the next enquiry (each token is used once); on error it gives back the
 * typed values and the same token, so the fill time still counts from the first view.
 */
export async function enquiryAction(
  request: Request,
  context: AppLoadContext,
): Promise<{ result: EnquiryActionResult; status: number }> {
  // Also when the server dropped a larger body (common/forms.ts), sent with or without a length.
  if (bodyTooLarge(request) || Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return { status: 413, result: { ok: false, error: enquiryErrors.tooLarge, values: emptyValues } };
  }
  const input = formValues(await requestForm(request));
  const outcome = context.submitEnquiry
    ? await context.submitEnquiry(input)
    : { status: 503, body: { ok: false as const, error: enquiryErrors.configuration } };
  if (outcome.body.ok) {
    return {
      status: 200,
      result: { ok: true, interest: outcome.body.interest, formToken: formTokenFor(context) },
    };
  }
  const values = Object.fromEntries(
    fieldNames.map((f) => [f, (input[f] ?? "").slice(0, 5000)]),
  ) as EnquiryValues;
  const token = input[FORM_TOKEN_FIELD];
  const formToken = context.isFormToken?.(token) ? token : undefined;
  return {
    status: outcome.status,
    result: {
      ok: false,
      error: outcome.body.error,
      fieldErrors: outcome.body.fieldErrors,
      values,
      ...(formToken && { formToken }),
    },
  };
}
