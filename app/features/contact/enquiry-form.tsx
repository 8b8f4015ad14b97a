import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass, labelClass } from "#app/components/ui/control-styles.ts";
import { ATTRIBUTION_FIELD } from "#common/attribution.ts";
import { currentAttribution } from "#app/features/attribution/capture.ts";
import {
  COURSE_OTHER_MAX,
  courseInterestTrigger,
  fieldNames,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  interestTypes,
  OTHER_COURSE,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_VERSION_FIELD,
  successMessage,
  SUCCESS_HIDE_MS,
  type EnquiryValues,
  type FieldErrors,
  type FieldName,
} from "#common/enquiry/enquiry-fields.ts";
import { PrivacyNotice } from "./privacy-notice";
import { newIdempotencyKey } from "./idempotency-key";

/** What the /contact route action answers, with JavaScript (through a fetcher) or without. */
export type EnquiryActionResult =
  | { ok: true; interest: string; formToken?: string }
  | { ok: false; error: string; fieldErrors?: FieldErrors; values?: EnquiryValues; formToken?: string };

export type EnquiryFormProps = {
  /** The catalogue's course names for the course select ("Other" is added after them). */
  courseNames?: string[];
  /** The action's answer to a form posted without JavaScript. */
  result?: EnquiryActionResult;
  /** Read from ?interest= and ?course= on the server, so the choice shows without JavaScript too. */
  initial?: { interestType: string; courseInterest: string };
  /** The signed "form issued at" token (from the route's loader): the server reads the fill time from it. */
  formToken?: string;
};

// The validator (zod) loads on first use of the form, keeping it out of the page's initial JS.
const loadSchema = () => import("#common/enquiry/enquiry-schema.ts");
let schema: Awaited<ReturnType<typeof loadSchema>> | undefined;
const prepareSchema = () =>
  void loadSchema().then(
    (module) => (schema = module),
    () => undefined,
  );

/**
 * The contact form. It posts to the /contact route action, with JavaScript (a fetcher, so the
 * page stays) or without (a plain post, answered by the contact page). Its fields are the
 * browser's own (uncontrolled): what is typed before the page is live stays. With JavaScript
 * it is checked in the browser first, once the validator has loaded; the action checks again.
 */
export function EnquiryForm({ courseNames, result, initial, formToken }: EnquiryFormProps) {
  const id = useId();
  const fetcher = useFetcher<EnquiryActionResult>({ key: `enquiry${id}` });
  const reply = fetcher.data ?? result;
  const submitting = fetcher.state !== "idle";
  // The answer shown until the visitor edits a field or, for success, SUCCESS_HIDE_MS pass.
  const [dismissed, setDismissed] = useState<EnquiryActionResult>();
  const [errors, setErrors] = useState<FieldErrors>(() =>
    result && !result.ok ? (result.fieldErrors ?? {}) : {},
  );
  const [answered, setAnswered] = useState(reply);
  const formRef = useRef<HTMLFormElement>(null);
  // Only the first: later tokens come with the action's answers.
  const initialToken = useRef(result?.formToken || formToken);
  const shown = reply !== dismissed ? reply : undefined;
  const values = result && !result.ok ? result.values : undefined;

  // A new answer brings its field errors (adjusted while rendering, as React advises).
  if (reply !== answered) {
    setAnswered(reply);
    setErrors(reply && !reply.ok ? (reply.fieldErrors ?? {}) : {});
  }

  // Set in the browser: a prerendered page must not share one key between visitors. A form
  // mounted by a move within the site has no served token: it takes its loader's.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    renewIdempotencyKey(form);
    const token = hidden(form, FORM_TOKEN_FIELD);
    if (!token.value && initialToken.current) token.value = initialToken.current;
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !fetcher.data) return;
    if (fetcher.data.formToken) hidden(form, FORM_TOKEN_FIELD).value = fetcher.data.formToken;
    if (fetcher.data.ok) {
      clearFields(form);
      renewIdempotencyKey(form);
    } else focusFirstError(form, fetcher.data.fieldErrors);
  }, [fetcher.data]);

  useEffect(() => {
    if (!shown?.ok) return;
    const timer = setTimeout(() => setDismissed(shown), SUCCESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  function edited(event: { target: EventTarget }) {
    const name = (event.target as Partial<HTMLInputElement>).name ?? "";
    setErrors((e) => (name in e ? { ...e, [name]: undefined } : e));
    if (shown) setDismissed(shown);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const check = schema?.validateEnquiry(Object.fromEntries(new FormData(form)));
    if (check && !check.ok) {
      setErrors(check.fieldErrors);
      focusFirstError(form, check.fieldErrors);
      return;
    }
    setErrors({});
    if (shown) setDismissed(shown);
    // Where the visit came from, as the browser knows it now.
    hidden(form, ATTRIBUTION_FIELD).value = JSON.stringify(currentAttribution());
    // The page's data does not change with an enquiry: nothing to reload.
    fetcher.submit(form, { method: "post", action: "/contact", defaultShouldRevalidate: false });
  }

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    defaultValue:
      values?.[name] ?? (name === "interestType" || name === "courseInterest" ? initial?.[name] : undefined),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact#enquiry"
      noValidate
      onSubmit={submit}
      onChange={edited}
      onInput={edited}
      onFocus={prepareSchema}
      className="group/enquiry mt-6 space-y-5"
      aria-label="Enquiry form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id} name="name" label="Full name" required error={errors.name}>
          <input type="text" autoComplete="name" aria-required="true" {...field("name")} />
        </Field>
        <Field id={id} name="email" label="Email address" required error={errors.email}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            {...field("email")}
          />
        </Field>
        <Field id={id} name="phone" label="Phone (optional)" error={errors.phone}>
          <input type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
        </Field>
        <Field id={id} name="interestType" label="Area of interest" required error={errors.interestType}>
          <select aria-required="true" {...field("interestType")}>
            <option value="">Select your area of interest</option>
            {interestTypes.map((t) => (
              <option key={t} value={t} data-reveals-course={t === courseInterestTrigger ? "" : undefined}>
                {t}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {/* Shown only for IT Training; CSS does it, so it works without JavaScript too. */}
      <div className="hidden group-has-[[data-reveals-course]:checked]/enquiry:block" data-course-field>
        <Field
          id={id}
          name="courseInterest"
          label="Course of interest (optional)"
          error={errors.courseInterest}
        >
          {/* A choice, not free text: what reports group on can hold nobody's contact. */}
          <select {...field("courseInterest")}>
            <option value="">Not sure yet: please advise me</option>
            {courseNames?.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            <option value={OTHER_COURSE} data-reveals-course-other="">
              {OTHER_COURSE}
            </option>
          </select>
        </Field>
        {/* Shown only for "Other", by CSS as above; its text is read by sales only. */}
        <div
          className="mt-5 hidden group-has-[[data-reveals-course-other]:checked]/enquiry:block"
          data-course-other-field
        >
          <Field id={id} name="courseOther" label="Which course? (optional)" error={errors.courseOther}>
            <input
              type="text"
              maxLength={COURSE_OTHER_MAX}
              placeholder="For example AWS Solutions Architect"
              {...field("courseOther")}
            />
          </Field>
        </div>
      </div>
      <Field id={id} name="subject" label="Subject (optional)" error={errors.subject}>
        <input type="text" {...field("subject")} />
      </Field>
      <Field id={id} name="message" label="Message" required error={errors.message}>
        <textarea rows={5} aria-required="true" {...field("message")} />
      </Field>

      {/* A field people never see or reach; bots that fill it are answered as if sent. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Company website</label>
        <input
          type="text"
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/*
        The browser sets these three itself, so React is given no value for them: it would write
        its own over them at every render. The token is the one the page was served with (a
        prerendered page's placeholder is swapped for a fresh one each time it is served).
      */}
      <input type="hidden" name={IDEMPOTENCY_FIELD} />
      <input type="hidden" name={ATTRIBUTION_FIELD} />
      <input
        type="hidden"
        name={FORM_TOKEN_FIELD}
        defaultValue={
          import.meta.env.SSR ? result?.formToken || formToken || FORM_TOKEN_PLACEHOLDER : undefined
        }
        suppressHydrationWarning
      />
      <input type="hidden" name={PRIVACY_VERSION_FIELD} value={PRIVACY_NOTICE_VERSION} />

      <div role="status" aria-live="polite">
        {shown?.ok && (
          <p className="rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900">
            {successMessage(shown.interest)}
          </p>
        )}
      </div>
      {shown && !shown.ok && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
          {shown.error}
        </p>
      )}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Button
          type="submit"
          size="lg"
          disabled={submitting}
          aria-describedby={`${id}-privacy`}
          className="shrink-0"
        >
          {submitting ? "Sending…" : "Send Message"}
        </Button>
        <PrivacyNotice id={`${id}-privacy`} />
      </div>
    </form>
  );
}

const hidden = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

/** A new form fill gets a new key. */
function renewIdempotencyKey(form: HTMLFormElement) {
  hidden(form, IDEMPOTENCY_FIELD).value = newIdempotencyKey();
}

/** The form after a success: every field empty (not back to a choice the page's link made). */
function clearFields(form: HTMLFormElement) {
  for (const name of fieldNames) {
    const field = form.elements.namedItem(name);
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      field.value = "";
  }
}

function focusFirstError(form: HTMLFormElement, errors: FieldErrors | undefined) {
  const first = fieldNames.find((f) => errors?.[f]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * The same markup as ~/components/ui/field's Field (label, control, error with its id). A copy, not
 * an import: the shared component would travel as a file of its own on every page with this form.
 */
function Field({
  id,
  name,
  label,
  required,
  error,
  children,
}: {
  id: string;
  name: FieldName;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
