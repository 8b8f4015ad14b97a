import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ATTRIBUTION_FIELD } from "~/features/attribution/attribution";
import { currentAttribution } from "~/features/attribution/capture";
import {
  courseInterestTrigger,
  emptyValues,
  enquiryErrors,
  FILL_TIME_FIELD,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  interestFromParam,
  interestTypes,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_VERSION_FIELD,
  successMessage,
  SUCCESS_HIDE_MS,
  fieldNames,
  type EnquiryValues,
  type FieldErrors,
  type FieldName,
} from "./enquiry-fields";
import { PrivacyNotice } from "./privacy-notice";
import { newIdempotencyKey, sendEnquiry } from "./send-enquiry";

export type FormStatus = "idle" | "submitting" | "success" | "error";

/** What the /contact route action answered a form posted without JavaScript. */
export type EnquiryActionResult =
  | { ok: true; interest: string }
  | { ok: false; error: string; fieldErrors?: FieldErrors; values: EnquiryValues; formToken?: string };

export type EnquiryFormProps = {
  /** Course names for the course select (a text field when absent). */
  courseNames?: string[];
  result?: EnquiryActionResult;
  /** Read from ?interest= and ?course= on the server, so the choice shows without JavaScript too. */
  initial?: { interestType: string; courseInterest: string };
  /** The signed "form issued at" token for the no-JavaScript post (from the route's loader). */
  formToken?: string;
};

// The validator (zod) loads on first use of the form, keeping it out of the page's initial JS.
const loadSchema = () => import("./enquiry-schema");

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-[invalid=true]:border-red-600";

/**
 * The contact form. With JavaScript it validates in the browser and posts JSON to
 * /api/enquiries; without, it posts to the /contact route action, which answers the same.
 */
export function EnquiryForm({ courseNames, result, initial, formToken }: EnquiryFormProps) {
  const id = useId();
  const [values, setValues] = useState<EnquiryValues>(() => (result && !result.ok ? result.values : { ...emptyValues, ...initial }));
  const [errors, setErrors] = useState<FieldErrors>(() => (result && !result.ok ? (result.fieldErrors ?? {}) : {}));
  const [status, setStatus] = useState<FormStatus>(() => (result ? (result.ok ? "success" : "error") : "idle"));
  const [notice, setNotice] = useState(() => (result ? (result.ok ? successMessage(result.interest) : result.error) : ""));
  // Set after hydration: the prerendered page must not share one key between visitors.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const startedAt = useRef(0);
  const busy = useRef(false);
  const interestTouched = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { search } = useLocation();

  useEffect(() => {
    setIdempotencyKey(newIdempotencyKey());
    startedAt.current = Date.now();
  }, []);

  // /contact?interest=IT%20Training&course=... preselects the interest (and course).
  useEffect(() => {
    const params = new URLSearchParams(search);
    const interest = interestFromParam(params.get("interest"));
    if (!interest || interestTouched.current) return;
    const course = params.get("course") ?? "";
    const knownCourse = course && (!courseNames || courseNames.includes(course)) ? course : "";
    setValues((v) => ({ ...v, interestType: interest, courseInterest: knownCourse || v.courseInterest }));
  }, [search, courseNames]);

  useEffect(() => {
    if (status !== "success") return;
    const timer = setTimeout(() => setStatus("idle"), SUCCESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function update(field: FieldName, value: string) {
    if (field === "interestType") interestTouched.current = true;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    if (status === "success" || status === "error") setStatus("idle");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await send(new FormData(event.currentTarget).get(HONEYPOT_FIELD));
    } finally {
      busy.current = false;
    }
  }

  async function send(honeypot: FormDataEntryValue | null) {
    let validateEnquiry: Awaited<ReturnType<typeof loadSchema>>["validateEnquiry"];
    try {
      ({ validateEnquiry } = await loadSchema());
    } catch {
      setStatus("error");
      setNotice(enquiryErrors.network);
      return;
    }
    const validation = validateEnquiry(values);
    if (!validation.ok) {
      setErrors(validation.fieldErrors);
      const first = fieldNames.find((f) => validation.fieldErrors[f]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus("submitting");
    const outcome = await sendEnquiry({
      ...values,
      [IDEMPOTENCY_FIELD]: idempotencyKey,
      [FILL_TIME_FIELD]: Date.now() - startedAt.current,
      [PRIVACY_VERSION_FIELD]: PRIVACY_NOTICE_VERSION,
      [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
      [ATTRIBUTION_FIELD]: currentAttribution(),
    });
    if (outcome.ok) {
      setNotice(successMessage(outcome.interest ?? validation.enquiry.interestType));
      setStatus("success");
      setValues(emptyValues);
      interestTouched.current = false;
      // The next enquiry is a new form fill.
      setIdempotencyKey(newIdempotencyKey());
      startedAt.current = Date.now();
    } else {
      setNotice(outcome.error);
      setErrors(outcome.fieldErrors ?? {});
      setStatus("error");
    }
  }

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
    className: inputClass,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact#enquiry"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchema().catch(() => undefined)}
      className="group/enquiry mt-6 space-y-5"
      aria-label="Enquiry form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id} name="name" label="Full name" required error={errors.name}>
          <input type="text" autoComplete="name" aria-required="true" {...field("name")} />
        </Field>
        <Field id={id} name="email" label="Email address" required error={errors.email}>
          <input type="email" autoComplete="email" inputMode="email" aria-required="true" {...field("email")} />
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
        <Field id={id} name="courseInterest" label="Course of interest (optional)" error={errors.courseInterest}>
          {courseNames?.length ? (
            <select {...field("courseInterest")}>
              <option value="">Not sure yet: please advise me</option>
              {courseNames.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          ) : (
            <input type="text" placeholder="For example CCNA or CCIE Security" {...field("courseInterest")} />
          )}
        </Field>
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
        <input type="text" id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <input type="hidden" name={PRIVACY_VERSION_FIELD} value={PRIVACY_NOTICE_VERSION} />
      {/*
        Read only when the form is posted without JavaScript. Prerendered pages get their token
        when served, so the browser's value differs from the client render's: left uncontrolled.
      */}
      <input
        type="hidden"
        name={FORM_TOKEN_FIELD}
        defaultValue={(result && !result.ok && result.formToken) || formToken || FORM_TOKEN_PLACEHOLDER}
        suppressHydrationWarning
      />

      <div role="status" aria-live="polite">
        {status === "success" && (
          <p className="rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900">{notice}</p>
        )}
      </div>
      {status === "error" && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
          {notice}
        </p>
      )}

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Button
          type="submit"
          size="lg"
          disabled={status === "submitting"}
          aria-describedby={`${id}-privacy`}
          className="shrink-0"
        >
          {status === "submitting" ? "Sending…" : "Send Message"}
        </Button>
        <PrivacyNotice id={`${id}-privacy`} />
      </div>
    </form>
  );
}

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
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink">
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
